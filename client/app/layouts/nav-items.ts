// The public sections, in the order the header, the mobile menu and the footer list them.
import { paths } from '@client/lib/paths';

export interface NavItem {
  label: string;
  to: string;
}

export const mainNavItems: readonly NavItem[] = [
  { label: 'Music', to: paths.music.to() },
  { label: 'Events', to: paths.events.to() },
  { label: 'Artists', to: paths.artists.to() },
  { label: 'Stories', to: paths.stories.to() },
  // A main section, not only a footer link (a deliberate change from the first release: docs/product.md §12).
  { label: 'Community', to: paths.community.to() },
];

/** A buyer's own things: every visitor's (a guest's orders kept on the device, their mail's links) and a member's. */
export const buyerNavItems: readonly NavItem[] = [
  { label: 'My orders', to: paths.orders.to() },
  { label: 'My tickets', to: paths.tickets.to() },
];

/** What a member reaches from the header: their orders and tickets, their profile and settings. */
export const accountNavItems: readonly NavItem[] = [
  ...buyerNavItems,
  { label: 'Profile', to: paths.profile.to() },
  { label: 'Account settings', to: paths.account.to() },
];

export const exploreNavItems: readonly NavItem[] = [...mainNavItems, ...buyerNavItems];

/** The pages behind the footer (docs/product.md §13). */
export const aboutNavItems: readonly NavItem[] = [
  { label: 'About Us', to: paths.about.to() },
  { label: 'Contact', to: paths.contact.to() },
  { label: 'Privacy Policy', to: paths.privacy.to() },
  { label: 'Terms of Service', to: paths.terms.to() },
];
