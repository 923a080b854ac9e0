// A new profile's handle: from its display name, or with the start of an id after it when that is taken.
// Two joins racing for one free handle meet the unique index; the id suffix makes a second clash unlikely
// enough that the loser's join answers an error rather than looping.
import { handleFromName, handleWithSuffix } from '@shared/handles';
import { like, sql } from 'drizzle-orm';
import type { HandleSuggestion } from '@shared/schemas/community';
import type { Db } from '@server/db/database';
import { communityUsers } from '@server/db/schema';

export async function handleTaken(db: Db, handle: string, exceptMemberId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: communityUsers.id })
    .from(communityUsers)
    .where(
      sql`lower(${communityUsers.handle}) = ${handle.toLowerCase()}${
        exceptMemberId ? sql` and ${communityUsers.id} <> ${exceptMemberId}` : sql``
      }`,
    )
    .limit(1);
  return row !== undefined;
}

export async function freeHandle(db: Db, displayName: string, id: string): Promise<string> {
  const handle = handleFromName(displayName);
  return (await handleTaken(db, handle)) ? handleWithSuffix(handle, id) : handle;
}

/** Up to 8 handles that start with the prefix, in byte order: an index range scan (text_pattern_ops). */
export async function handlesStartingWith(db: Db, prefix: string): Promise<HandleSuggestion[]> {
  const handle = sql<string>`lower(${communityUsers.handle})`;
  return db
    .select({
      handle: communityUsers.handle,
      displayName: communityUsers.displayName,
      avatarUrl: communityUsers.avatarUrl,
    })
    .from(communityUsers)
    .where(like(handle, `${prefix.toLowerCase().replaceAll('_', '\\_')}%`))
    .orderBy(sql`${handle} collate "C"`)
    .limit(8);
}
