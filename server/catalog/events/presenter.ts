import type { ArtistRef, Event, EventDetail, TicketType } from '@shared/schemas/catalog';
import type { events } from '@server/db/schema';
import { presentImageDetails, type WithImage } from '@server/db/stored-images';

/** An event's row with its picture's details (stored_images, left-joined). */
export type EventRow = WithImage<typeof events.$inferSelect>;

export function presentEvent(row: EventRow): Event {
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
    image: presentImageDetails(row.image),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

export function presentEventDetail(row: EventRow, artistRef: ArtistRef | null, ticketTypes: TicketType[]): EventDetail {
  return {
    ...presentEvent(row),
    description: row.description,
    artistRef,
    ticketTypes,
  };
}
