// The community profile: what other members see, and the address it keeps.
import { eq } from 'drizzle-orm';
import { communityUsers } from '@server/db/schema';
import type { DataSection } from '@server/db/account-data';

export const profile: DataSection = async (db, { memberId }) => {
  if (!memberId) return null;
  const [row] = await db
    .select({
      displayName: communityUsers.displayName,
      handle: communityUsers.handle,
      email: communityUsers.email,
      bio: communityUsers.bio,
      discipline: communityUsers.discipline,
      avatarUrl: communityUsers.avatarUrl,
      joinDate: communityUsers.joinDate,
      postCount: communityUsers.postCount,
      reputation: communityUsers.reputation,
      lastSeen: communityUsers.lastSeen,
    })
    .from(communityUsers)
    .where(eq(communityUsers.id, memberId));
  return row ?? null;
};
