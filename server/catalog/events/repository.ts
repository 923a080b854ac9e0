// Upcoming events, from today on, soonest first: keyset on (date, id), served by events_soonest_idx; and one
// event by its slug for its page.
import { and, asc, gte, sql, type SQL } from 'drizzle-orm';
import { todayIso } from '@shared/dates';
import type { EventDetail } from '@shared/schemas/catalog';
import type { Db } from '@server/db/database';
import { events } from '@server/db/schema';
import { cursorChecks, decodeCursor, toPage } from '@server/http/paging/cursor';
import type { ListParams } from '@server/http/paging/list-params';
import { artistRefsOf } from '../artists/artist-refs';
import { findBySlug, type SlugLookup } from '@server/db/slugs/slug-lookup';
import { presentEvent, presentEventDetail } from './presenter';
import { ticketTypesOf } from './ticket-types';

/** Events from `today` on where `condition` holds, soonest first. */
export function selectUpcomingEvents(db: Db, condition: SQL | undefined, limit: number, today = todayIso()) {
  return db
    .select()
    .from(events)
    .where(and(gte(events.date, today), condition))
    .orderBy(asc(events.date), asc(events.id))
    .limit(limit);
}

export async function listUpcomingEvents(db: Db, { limit, cursor }: ListParams, today = todayIso()) {
  const after = cursor && decodeCursor(cursor, [cursorChecks.isoDate, cursorChecks.uuid]);
  const rows = await selectUpcomingEvents(
    db,
    after ? sql`(${events.date}, ${events.id}) > (${after[0]}::date, ${after[1]}::uuid)` : undefined,
    limit + 1,
    today,
  );
  return toPage(rows, limit, (row) => [row.date, row.id], presentEvent);
}

async function eventWhere(db: Db, condition: SQL): Promise<EventDetail | null> {
  const [row] = await db.select().from(events).where(condition);
  if (!row) return null;
  const [refs, types] = await Promise.all([
    artistRefsOf(db, [row.artistId]),
    ticketTypesOf(db, new Map([[row.id, row.startsAt]])),
  ]);
  return presentEventDetail(row, row.artistId ? (refs.get(row.artistId) ?? null) : null, types.get(row.id)!);
}

/** Past events keep their page: a shared link to last month's concert still says what it was. */
export function findEventBySlug(db: Db, slug: string): Promise<SlugLookup<EventDetail>> {
  return findBySlug(db, 'event', events, slug, (condition) => eventWhere(db, condition));
}
