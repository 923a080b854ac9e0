// Upcoming events, from today on, soonest first, or past ones, most recent first: keyset on (date, id) either
// way, served by events_soonest_idx, optionally in one city; and one event by its slug for its page.
import { and, asc, desc, getTableColumns, gte, lt, sql, type SQL } from 'drizzle-orm';
import { todayIso } from '@shared/dates';
import type { EventDetail } from '@shared/schemas/catalog';
import type { Db } from '@server/db/database';
import { events, storedImages } from '@server/db/schema';
import { imageDetailsColumns, imageDetailsJoin } from '@server/db/stored-images';
import { cursorChecks, decodeCursor, filterScope, toPage } from '@server/http/paging/cursor';
import type { ListParams } from '@server/http/paging/list-params';
import { artistRefsOf } from '../lib/artist-refs';
import { findBySlug, type SlugLookup } from '@server/db/slugs/slug-lookup';
import type { EventFilters } from '../lib/list-filters';
import { presentEvent, presentEventDetail } from './presenter';
import { ticketTypesOf } from './ticket-types';

/** Events with their pictures' details: one primary-key probe of stored_images per row. */
export function selectEventRows(db: Db) {
  return db
    .select({ ...getTableColumns(events), image: imageDetailsColumns })
    .from(events)
    .leftJoin(storedImages, imageDetailsJoin(events.imageUrl))
    .$dynamic();
}

/** Events from `today` on where `condition` holds, soonest first. */
export function selectUpcomingEvents(db: Db, condition: SQL | undefined, limit: number, today = todayIso()) {
  return selectEventRows(db)
    .where(and(gte(events.date, today), condition))
    .orderBy(asc(events.date), asc(events.id))
    .limit(limit);
}

/** Events before `today` where `condition` holds, most recent first. */
function selectPastEvents(db: Db, condition: SQL | undefined, limit: number, today: string) {
  return selectEventRows(db)
    .where(and(lt(events.date, today), condition))
    .orderBy(desc(events.date), desc(events.id))
    .limit(limit);
}

export async function listEvents(
  db: Db,
  { limit, cursor }: ListParams,
  { when, city }: EventFilters = { when: 'upcoming' },
  today = todayIso(),
) {
  const past = when === 'past';
  // Upcoming is the list without filters: its cursors stay the bare sort key.
  const scope = filterScope({ when: past ? when : undefined, city });
  const after = cursor && decodeCursor(cursor, [cursorChecks.isoDate, cursorChecks.uuid], scope);
  const key = sql`(${events.date}, ${events.id})`;
  const condition = and(
    city ? sql`lower(${events.city}) = ${city}` : undefined,
    after ? sql`${key} ${past ? sql`<` : sql`>`} (${after[0]}::date, ${after[1]}::uuid)` : undefined,
  );
  const rows = await (past ? selectPastEvents : selectUpcomingEvents)(db, condition, limit + 1, today);
  return toPage(rows, limit, (row) => [row.date, row.id], presentEvent, scope);
}

async function eventWhere(db: Db, condition: SQL): Promise<EventDetail | null> {
  const [row] = await selectEventRows(db).where(condition);
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
