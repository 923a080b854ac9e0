// Upcoming events, from today on, soonest first: keyset on (date, id), served by events_soonest_idx.
import { and, asc, gte, sql } from 'drizzle-orm';
import { todayIso } from '@shared/dates';
import type { Db } from '@server/db/database';
import { events } from '@server/db/schema';
import { cursorChecks, decodeCursor, toPage } from '@server/http/paging/cursor';
import type { ListParams } from '@server/http/paging/list-params';
import { presentEvent } from './presenter';

export async function listUpcomingEvents(db: Db, { limit, cursor }: ListParams, today = todayIso()) {
  const after = cursor && decodeCursor(cursor, [cursorChecks.isoDate, cursorChecks.uuid]);
  const rows = await db
    .select()
    .from(events)
    .where(
      and(
        gte(events.date, today),
        after ? sql`(${events.date}, ${events.id}) > (${after[0]}::date, ${after[1]}::uuid)` : undefined,
      ),
    )
    .orderBy(asc(events.date), asc(events.id))
    .limit(limit + 1);
  return toPage(rows, limit, (row) => [row.date, row.id], presentEvent);
}
