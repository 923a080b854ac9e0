// One member as the admin sees them: their account, activity, the reports of their words and their history.
import { useQuery } from '@tanstack/react-query';
import type { AdminMember } from '@shared/schemas/admin-members';
import { adminKeys } from '@client/lib/admin-keys';
import { apiGet } from '@client/lib/api/api-client';

export function useAdminMember(id: string) {
  return useQuery({
    queryKey: adminKeys.member(id),
    queryFn: ({ signal }) => apiGet<AdminMember>(`/api/admin/members/${encodeURIComponent(id)}`, { signal }),
  });
}
