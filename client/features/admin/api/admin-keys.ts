// Query keys of the admin panel, in one place.
import type { AdminSection } from '@client/lib/paths';

export const adminKeys = {
  all: ['admin'] as const,
  dashboard: () => [...adminKeys.all, 'dashboard'] as const,
  list: (section: AdminSection, q: string) => [...adminKeys.all, section, 'list', q] as const,
  mail: () => [...adminKeys.all, 'mail'] as const,
  reports: () => [...adminKeys.all, 'reports'] as const,
};
