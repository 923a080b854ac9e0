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

export const exploreNavItems: readonly NavItem[] = mainNavItems;

/** Footer links whose pages do not exist yet: they go nowhere (docs/product.md §2). */
export const aboutLabels = ['About Us', 'Contact', 'Privacy Policy', 'Terms of Service'] as const;
