// The door's side: the events the asker may check in at, an event's counts, checking a ticket in, and
// for admins the event's door staff and attendees.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AttendeeSummary,
  CheckInAnswer,
  DoorEvent,
  DoorStaffMember,
  EventCancellation,
} from '@shared/schemas/tickets';
import { apiDelete, apiGet, apiPost } from '@client/lib/api/api-client';

const doorKey = (slug: string) => ['door', slug] as const;

export function useDoorEvents() {
  return useQuery({
    queryKey: ['door-events'],
    queryFn: ({ signal }) => apiGet<DoorEvent[]>('/api/check-in/events', { signal }),
  });
}

export function useDoorEvent(slug: string) {
  return useQuery({
    queryKey: doorKey(slug),
    queryFn: ({ signal }) => apiGet<DoorEvent>(`/api/check-in/${encodeURIComponent(slug)}`, { signal }),
    // Other doors check people in too: the counts follow.
    refetchInterval: 15_000,
  });
}

export function useCheckIn(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiPost<CheckInAnswer>(`/api/check-in/${encodeURIComponent(slug)}`, { code }),
    onSuccess: (answer) => {
      client.setQueryData(doorKey(slug), answer.event);
      void client.invalidateQueries({ queryKey: ['attendees', answer.event.id] });
    },
  });
}

export function useDoorStaff(eventId: string) {
  const client = useQueryClient();
  const key = ['door-staff', eventId] as const;
  const path = `/api/admin/events/${encodeURIComponent(eventId)}/door-staff`;
  const staff = useQuery({ queryKey: key, queryFn: ({ signal }) => apiGet<DoorStaffMember[]>(path, { signal }) });
  const onSuccess = (list: DoorStaffMember[]) => client.setQueryData(key, list);
  const add = useMutation({ mutationFn: (email: string) => apiPost<DoorStaffMember[]>(path, { email }), onSuccess });
  const remove = useMutation({
    mutationFn: (userId: string) => apiDelete<DoorStaffMember[]>(`${path}/${encodeURIComponent(userId)}`),
    onSuccess,
  });
  return { staff, add, remove };
}

export function useAttendees(eventId: string) {
  return useQuery({
    queryKey: ['attendees', eventId],
    queryFn: ({ signal }) =>
      apiGet<AttendeeSummary>(`/api/admin/events/${encodeURIComponent(eventId)}/attendees`, { signal }),
  });
}

/** Whether the event is called off and each refund's outcome, followed while refunds are under way. */
export function useCancellation(eventId: string) {
  const client = useQueryClient();
  const key = ['cancellation', eventId] as const;
  const path = `/api/admin/events/${encodeURIComponent(eventId)}`;
  const cancellation = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiGet<EventCancellation>(`${path}/cancellation`, { signal }),
    refetchInterval: (query) =>
      query.state.data?.refunds.some((refund) => refund.status === 'queued' || refund.status === 'requested')
        ? 5_000
        : false,
  });
  const cancel = useMutation({
    mutationFn: () => apiPost<EventCancellation>(`${path}/cancel`),
    onSuccess: (answer) => {
      client.setQueryData(key, answer);
      // Its tickets are void now: the door's counts and the attendees change.
      void client.invalidateQueries({ queryKey: ['attendees', eventId] });
      void client.invalidateQueries({ queryKey: ['door'] });
    },
  });
  return { cancellation, cancel };
}
