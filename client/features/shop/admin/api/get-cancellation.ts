// Whether the event is called off and each refund's outcome, followed while refunds are under way.
import { useQuery } from '@tanstack/react-query';
import type { EventCancellation } from '@shared/schemas/tickets';
import { apiGet } from '@client/lib/api/api-client';
import { doorKeys } from '../../api/door-keys';

export function useCancellation(eventId: string) {
  return useQuery({
    queryKey: doorKeys.cancellation(eventId),
    queryFn: ({ signal }) =>
      apiGet<EventCancellation>(`/api/admin/events/${encodeURIComponent(eventId)}/cancellation`, { signal }),
    refetchInterval: (query) =>
      query.state.data?.refunds.some((refund) => refund.status === 'queued' || refund.status === 'requested')
        ? 5_000
        : false,
  });
}
