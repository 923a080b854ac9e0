// Calls an event off: its tickets are void, so the door's counts and the attendees change.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventCancellation } from '@shared/schemas/tickets';
import { apiPost } from '@client/lib/api/api-client';
import { doorKeys } from '../../api/door-keys';

export function useCancelEvent(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<EventCancellation>(`/api/admin/events/${encodeURIComponent(eventId)}/cancel`),
    onSuccess: (answer) => {
      client.setQueryData(doorKeys.cancellation(eventId), answer);
      void client.invalidateQueries({ queryKey: doorKeys.attendees(eventId) });
      void client.invalidateQueries({ queryKey: doorKeys.doors() });
    },
  });
}
