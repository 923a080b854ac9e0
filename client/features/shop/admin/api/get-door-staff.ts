// The members named door staff of one event.
import { useQuery } from '@tanstack/react-query';
import type { DoorStaffMember } from '@shared/schemas/tickets';
import { apiGet } from '@client/lib/api/api-client';
import { doorKeys } from '../../api/door-keys';

/** The list's address: adding or removing a member answers with the whole list. */
export const doorStaffPath = (eventId: string) => `/api/admin/events/${encodeURIComponent(eventId)}/door-staff`;

export function useDoorStaff(eventId: string) {
  return useQuery({
    queryKey: doorKeys.staff(eventId),
    queryFn: ({ signal }) => apiGet<DoorStaffMember[]>(doorStaffPath(eventId), { signal }),
  });
}
