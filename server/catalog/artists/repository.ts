// The creatives directory, alphabetical: keyset on (name, id), served by artists_name_idx.
import { asc, sql } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { artists } from '@server/db/schema';
import { cursorChecks, decodeCursor, toPage } from '@server/http/paging/cursor';
import type { ListParams } from '@server/http/paging/list-params';
import { presentArtist } from './presenter';

export async function listArtists(db: Db, { limit, cursor }: ListParams) {
  const after = cursor && decodeCursor(cursor, [cursorChecks.text, cursorChecks.uuid]);
  const rows = await db
    .select()
    .from(artists)
    .where(after ? sql`(${artists.name}, ${artists.id}) > (${after[0]}, ${after[1]}::uuid)` : undefined)
    .orderBy(asc(artists.name), asc(artists.id))
    .limit(limit + 1);
  return toPage(rows, limit, (row) => [row.name, row.id], presentArtist);
}
