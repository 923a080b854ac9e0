import type { ArtistRef, Event, EventDetail, TicketType } from '@shared/schemas/catalog';
import type { events } from '@server/db/schema';

export function presentEvent(row: typeof events.$inferSelect): Event {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    date: row.date,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    location: row.location,
    venue: row.venue,
    city: row.city,
    imageUrl: row.imageUrl,
  };
}

export function presentEventDetail(
  row: typeof events.$inferSelect,
  artistRef: ArtistRef | null,
  ticketTypes: TicketType[],
): EventDetail {
  return {
    ...presentEvent(row),
    description: row.description,
    artistRef,
    ticketTypes,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}
