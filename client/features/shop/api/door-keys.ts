// Query keys of the door and of an event's admin panels, in one place: a ticket checked in changes the
// attendees' counts, a cancelled event every door's.
export const doorKeys = {
  events: () => ['door-events'] as const,
  /** Every door's counts, a prefix of each one's key. */
  doors: () => ['door'] as const,
  door: (slug: string) => ['door', slug] as const,
  attendees: (eventId: string) => ['attendees', eventId] as const,
  staff: (eventId: string) => ['door-staff', eventId] as const,
  cancellation: (eventId: string) => ['cancellation', eventId] as const,
};
