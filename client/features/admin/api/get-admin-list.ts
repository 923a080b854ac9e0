import { apiGet } from '@client/lib/api/api-client';
import { useCursorPages, type CursorPage } from '@client/lib/cursor-pages';
import type { AdminSection } from '@client/lib/paths';
import { ADMIN_PAGE_SIZE } from '@shared/constants';
import { adminKeys } from '@client/lib/admin-keys';
import { collectionPath } from './admin-paths';

/** One page of an admin list, newest added first; `q` filters by name or title. */
export function fetchAdminPage<Item>(
  section: AdminSection,
  q: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<CursorPage<Item>> {
  return apiGet<CursorPage<Item>>(collectionPath(section), {
    query: { q: q || null, limit: ADMIN_PAGE_SIZE, cursor },
    signal,
  });
}

/** One admin list, filtered by the (already debounced) search text. */
export function useAdminList<Item>(section: AdminSection, q: string) {
  return useCursorPages(adminKeys.list(section, q), (cursor, signal) =>
    fetchAdminPage<Item>(section, q, cursor, signal),
  );
}
