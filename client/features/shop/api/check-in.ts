// Checks a ticket in at the door: the door's counts come with the answer, and the attendees' follow.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckInAnswer } from '@shared/schemas/tickets';
import { apiPost } from '@client/lib/api/api-client';
import { doorKeys } from './door-keys';

export function useCheckIn(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiPost<CheckInAnswer>(`/api/check-in/${encodeURIComponent(slug)}`, { code }),
    onSuccess: (answer) => {
      client.setQueryData(doorKeys.door(slug), answer.event);
      void client.invalidateQueries({ queryKey: doorKeys.attendees(answer.event.id) });
    },
  });
}
