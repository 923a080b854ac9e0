// Query keys of the admin panel, in one place: every one under 'admin', so that a write in one screen can
// refresh another's (an order refunded, the dashboard's money), whichever feature holds the screen.
/* eslint-disable lingui/no-unlocalized-strings -- query keys, no texts for people */
import type { AdminSection } from '@client/lib/paths';

export const adminKeys = {
  all: ['admin'] as const,
  dashboard: () => [...adminKeys.all, 'dashboard'] as const,
  list: (section: AdminSection, q: string) => [...adminKeys.all, section, 'list', q] as const,
  mail: () => [...adminKeys.all, 'mail'] as const,
  mailMessage: (id: string) => [...adminKeys.mail(), 'message', id] as const,
  newsletter: () => [...adminKeys.all, 'newsletter'] as const,
  newsletterIssues: () => [...adminKeys.newsletter(), 'issues'] as const,
  sitePage: (slug: string) => [...adminKeys.all, 'site-pages', slug] as const,
  reports: () => [...adminKeys.all, 'reports'] as const,
  members: () => [...adminKeys.all, 'members'] as const,
  member: (id: string) => [...adminKeys.members(), 'one', id] as const,
  shop: () => [...adminKeys.all, 'shop'] as const,
  storyFeeds: () => [...adminKeys.all, 'story-feeds'] as const,
};
