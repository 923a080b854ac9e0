import type { Event } from '@shared/schemas/catalog';
import type { events } from '@server/db/schema';

export function presentEvent(row: typeof events.$inferSelect): Event {
  return { id: row.id, name: row.name, date: row.date, location: row.location, imageUrl: row.imageUrl };
}
