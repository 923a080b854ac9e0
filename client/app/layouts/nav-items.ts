// The public sections, in the order the header, the mobile menu and the footer list them.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { paths } from '@client/lib/paths';

export interface NavItem {
  /** Shown with `i18n._(label)`. */
  label: MessageDescriptor;
  to: string;
}

export const mainNavItems: readonly NavItem[] = [
  { label: msg({ id: 'app.nav.music', message: 'Music' }), to: paths.music.to() },
  { label: msg({ id: 'app.nav.events', message: 'Events' }), to: paths.events.to() },
  { label: msg({ id: 'app.nav.artists', message: 'Artists' }), to: paths.artists.to() },
  { label: msg({ id: 'app.nav.stories', message: 'Stories' }), to: paths.stories.to() },
  // A main section, not only a footer link (a deliberate change from the first release: docs/product.md §12).
  { label: msg({ id: 'app.nav.community', message: 'Community' }), to: paths.community.to() },
];

/** A buyer's own things: every visitor's (a guest's orders kept on the device, their mail's links) and a member's. */
export const buyerNavItems: readonly NavItem[] = [
  { label: msg({ id: 'app.nav.my-orders', message: 'My orders' }), to: paths.orders.to() },
  { label: msg({ id: 'app.nav.my-tickets', message: 'My tickets' }), to: paths.tickets.to() },
];

/** What a member reaches from the header: their orders and tickets, their profile and settings. */
export const accountNavItems: readonly NavItem[] = [
  ...buyerNavItems,
  { label: msg({ id: 'app.nav.profile', message: 'Profile' }), to: paths.profile.to() },
  { label: msg({ id: 'app.nav.account-settings', message: 'Account settings' }), to: paths.account.to() },
];

export const exploreNavItems: readonly NavItem[] = [...mainNavItems, ...buyerNavItems];

/** The pages behind the footer (docs/product.md §13). */
export const aboutNavItems: readonly NavItem[] = [
  { label: msg({ id: 'app.nav.about', message: 'About Us' }), to: paths.about.to() },
  { label: msg({ id: 'app.nav.contact', message: 'Contact' }), to: paths.contact.to() },
  { label: msg({ id: 'app.nav.privacy', message: 'Privacy Policy' }), to: paths.privacy.to() },
  { label: msg({ id: 'app.nav.terms', message: 'Terms of Service' }), to: paths.terms.to() },
];
