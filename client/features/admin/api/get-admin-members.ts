// The members in the admin panel, newest first, searched by name, handle or e-mail and narrowed by role and
// suspension, page by page.
import type { Role } from '@shared/constants';
import { ADMIN_PAGE_SIZE } from '@shared/constants';
import type { AdminMemberPage } from '@shared/schemas/admin-members';
import { adminKeys } from '@client/lib/admin-keys';
import { apiGet } from '@client/lib/api/api-client';
import { useCursorPages } from '@client/lib/cursor-pages';

export interface MemberFilters {
  q: string;
  role: Role | '';
  /** 'yes': suspended now; 'no': not suspended; '': either. */
  suspended: 'yes' | 'no' | '';
}

export function useAdminMembers({ q, role, suspended }: MemberFilters) {
  return useCursorPages([...adminKeys.members(), 'list', q, role, suspended], (cursor, signal) =>
    apiGet<AdminMemberPage>('/api/admin/members', {
      signal,
      query: {
        q: q || null,
        role: role || null,
        suspended: suspended ? String(suspended === 'yes') : null,
        limit: ADMIN_PAGE_SIZE,
        cursor,
      },
    }),
  );
}
