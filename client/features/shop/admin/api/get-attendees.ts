// An event's attendees per ticket type: sold of the seats, revenue and check-ins.
import { useQuery } from '@tanstack/react-query';
import type { AttendeeSummary } from '@shared/schemas/tickets';
import { apiGet } from '@client/lib/api/api-client';
import { doorKeys } from '../../api/door-keys';

export function useAttendees(eventId: string) {
  return useQuery({
    queryKey: doorKeys.attendees(eventId),
    queryFn: ({ signal }) =>
      apiGet<AttendeeSummary>(`/api/admin/events/${encodeURIComponent(eventId)}/attendees`, { signal }),
  });
}
