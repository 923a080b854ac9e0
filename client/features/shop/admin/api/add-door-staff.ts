// Names a member, by e-mail, door staff of one event; the list answered replaces the one shown.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DoorStaffMember } from '@shared/schemas/tickets';
import { apiPost } from '@client/lib/api/api-client';
import { doorKeys } from '../../api/door-keys';
import { doorStaffPath } from './get-door-staff';

export function useAddDoorStaff(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => apiPost<DoorStaffMember[]>(doorStaffPath(eventId), { email }),
    onSuccess: (list) => client.setQueryData(doorKeys.staff(eventId), list),
  });
}
