// Query keys of the admin panel, in one place.
import type { AdminSection } from '@client/lib/paths';

export const adminKeys = {
  all: ['admin'] as const,
  dashboard: () => [...adminKeys.all, 'dashboard'] as const,
  list: (section: AdminSection, q: string) => [...adminKeys.all, section, 'list', q] as const,
  mail: () => [...adminKeys.all, 'mail'] as const,
  newsletter: () => [...adminKeys.all, 'newsletter'] as const,
  sitePage: (slug: string) => [...adminKeys.all, 'site-pages', slug] as const,
  reports: () => [...adminKeys.all, 'reports'] as const,
};
