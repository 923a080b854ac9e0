// The admin catalogue's addresses. A section's name is also its upload folder (products/, events/…).
import type { AdminSection } from '@client/lib/paths';

export const collectionPath = (section: AdminSection) => `/api/admin/${section}`;

export const entryPath = (section: AdminSection, id: string) => `${collectionPath(section)}/${encodeURIComponent(id)}`;
