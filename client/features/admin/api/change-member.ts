// What an admin changes on a member: their role, a suspension, its lifting. The member's page shows the
// answer; the list, the suspended members under Reports and the dashboard follow.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@shared/constants';
import type { SuspensionPeriod } from '@shared/reports';
import type { AdminMember } from '@shared/schemas/admin-members';
import { adminKeys } from '@client/lib/admin-keys';
import { apiPost, apiPut } from '@client/lib/api/api-client';

export type MemberChange =
  | { kind: 'role'; role: Role; reason: string }
  | { kind: 'suspend'; period: SuspensionPeriod; reason: string }
  | { kind: 'lift'; reason: string };

export function useChangeMember(id: string) {
  const client = useQueryClient();
  const base = `/api/admin/members/${encodeURIComponent(id)}`;
  return useMutation({
    mutationFn: (change: MemberChange) => {
      if (change.kind === 'role')
        return apiPut<AdminMember>(`${base}/role`, { role: change.role, reason: change.reason });
      if (change.kind === 'suspend')
        return apiPost<AdminMember>(`${base}/suspend`, { period: change.period, reason: change.reason });
      return apiPost<AdminMember>(`${base}/lift`, { reason: change.reason });
    },
    onSuccess: (member) => {
      client.setQueryData(adminKeys.member(id), member);
      void client.invalidateQueries({ queryKey: [...adminKeys.members(), 'list'] });
      void client.invalidateQueries({ queryKey: adminKeys.reports() });
    },
  });
}
