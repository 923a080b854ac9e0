// Stories, newest first: keyset on (date, created_at, id), served by stories_newest_idx.
import { desc, sql } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { stories } from '@server/db/schema';
import { cursorChecks, decodeCursor, toPage } from '@server/http/paging/cursor';
import type { ListParams } from '@server/http/paging/list-params';
import { presentStory } from './presenter';

export async function listStories(db: Db, { limit, cursor }: ListParams) {
  const after = cursor && decodeCursor(cursor, [cursorChecks.isoDate, cursorChecks.timestamp, cursorChecks.uuid]);
  const rows = await db
    .select()
    .from(stories)
    .where(
      after
        ? sql`(${stories.date}, ${stories.createdAt}, ${stories.id}) < (${after[0]}::date, ${after[1]}::timestamptz, ${after[2]}::uuid)`
        : undefined,
    )
    .orderBy(desc(stories.date), desc(stories.createdAt), desc(stories.id))
    .limit(limit + 1);
  return toPage(rows, limit, (row) => [row.date, row.createdAt.toISOString(), row.id], presentStory);
}
