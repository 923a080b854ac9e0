// Takes a member off one event's door staff; the list answered replaces the one shown.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DoorStaffMember } from '@shared/schemas/tickets';
import { apiDelete } from '@client/lib/api/api-client';
import { doorKeys } from '../../api/door-keys';
import { doorStaffPath } from './get-door-staff';

export function useRemoveDoorStaff(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiDelete<DoorStaffMember[]>(`${doorStaffPath(eventId)}/${encodeURIComponent(userId)}`),
    onSuccess: (list) => client.setQueryData(doorKeys.staff(eventId), list),
  });
}
