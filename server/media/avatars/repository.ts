// The community profile of an account, as far as its avatar is concerned.
import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { communityUsers } from '@server/db/schema';

export async function hasProfile(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: communityUsers.id })
    .from(communityUsers)
    .where(eq(communityUsers.userId, userId))
    .limit(1);
  return rows.length > 0;
}

/** Sets the avatar of the profile linked to this account; false when the account has none. */
export async function setAvatarOfUser(db: Db, userId: string, avatarUrl: string): Promise<boolean> {
  const updated = await db
    .update(communityUsers)
    .set({ avatarUrl })
    .where(eq(communityUsers.userId, userId))
    .returning({ id: communityUsers.id });
  return updated.length > 0;
}
