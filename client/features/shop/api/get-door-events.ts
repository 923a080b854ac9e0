// The events the asker may check tickets in at: every event for an admin, their own doors for door staff.
import { useQuery } from '@tanstack/react-query';
import type { DoorEvent } from '@shared/schemas/tickets';
import { apiGet } from '@client/lib/api/api-client';
import { doorKeys } from './door-keys';

export function useDoorEvents() {
  return useQuery({
    queryKey: doorKeys.events(),
    queryFn: ({ signal }) => apiGet<DoorEvent[]>('/api/check-in/events', { signal }),
  });
}
