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

/**
 * Sets the avatar of the profile linked to this account. Gives the avatar it replaced (null when there was
 * none), or false when the account has no profile. The row is locked while it is read and written, so two
 * uploads of one member each learn the avatar the other replaced, and none is lost.
 */
export async function setAvatarOfUser(db: Db, userId: string, avatarUrl: string): Promise<string | null | false> {
  return db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ id: communityUsers.id, avatarUrl: communityUsers.avatarUrl })
      .from(communityUsers)
      .where(eq(communityUsers.userId, userId))
      .for('update');
    if (!profile) return false;
    await tx.update(communityUsers).set({ avatarUrl }).where(eq(communityUsers.id, profile.id));
    return profile.avatarUrl;
  });
}

/** Whether any profile shows this picture (identical uploads share one stored file). */
export async function isAvatarInUse(db: Db, avatarUrl: string): Promise<boolean> {
  const rows = await db
    .select({ id: communityUsers.id })
    .from(communityUsers)
    .where(eq(communityUsers.avatarUrl, avatarUrl))
    .limit(1);
  return rows.length > 0;
}
