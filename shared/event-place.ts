/** Where an event is, in a few words: its venue and city, or the location typed when it has neither. */
export function eventPlace(event: { venue: string; city: string; location: string }): string {
  return [event.venue, event.city].filter(Boolean).join(', ') || event.location;
}
