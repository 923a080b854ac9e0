// A profile's handle is unique in any case (shared/handles.ts), as a slug is (slugs/): a new profile's is
// made here, at join or with its first post. A new profile's handle: from its display name, or with the start of an id after it when that is taken.
// Two joins racing for one free handle meet the unique index; the id suffix makes a second clash unlikely
// enough that the loser's join answers an error rather than looping.
import { handleFromName, handleWithSuffix } from '@shared/handles';
import { sql } from 'drizzle-orm';
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
