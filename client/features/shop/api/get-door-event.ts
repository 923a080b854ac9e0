// One door: the event and its counts, followed while the door is open.
import { useQuery } from '@tanstack/react-query';
import type { DoorEvent } from '@shared/schemas/tickets';
import { apiGet } from '@client/lib/api/api-client';
import { doorKeys } from './door-keys';

export function useDoorEvent(slug: string) {
  return useQuery({
    queryKey: doorKeys.door(slug),
    queryFn: ({ signal }) => apiGet<DoorEvent>(`/api/check-in/${encodeURIComponent(slug)}`, { signal }),
    // Other doors check people in too: the counts follow.
    refetchInterval: 15_000,
  });
}
