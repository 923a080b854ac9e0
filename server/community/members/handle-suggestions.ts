// The editors' @handle autocomplete: members by the start of their handle.
import { like, sql } from 'drizzle-orm';
import type { HandleSuggestion } from '@shared/schemas/community';
import type { Db } from '@server/db/database';
import { communityUsers, storedImages } from '@server/db/schema';
import { imageDetailsColumns, imageDetailsJoin, presentImageDetails } from '@server/db/stored-images';

/** Up to 8 handles that start with the prefix, in byte order: an index range scan (text_pattern_ops). */
export async function handlesStartingWith(db: Db, prefix: string): Promise<HandleSuggestion[]> {
  const handle = sql<string>`lower(${communityUsers.handle})`;
  const rows = await db
    .select({
      handle: communityUsers.handle,
      displayName: communityUsers.displayName,
      avatarUrl: communityUsers.avatarUrl,
      avatar: imageDetailsColumns,
    })
    .from(communityUsers)
    .leftJoin(storedImages, imageDetailsJoin(communityUsers.avatarUrl))
    .where(like(handle, `${prefix.toLowerCase().replaceAll('_', '\\_')}%`))
    .orderBy(sql`${handle} collate "C"`)
    .limit(8);
  return rows.map((row) => ({ ...row, avatar: presentImageDetails(row.avatar) }));
}
