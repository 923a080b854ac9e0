// The community profile an account made (join makes one; an account may still have none).
import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { communityUsers } from '@server/db/schema';

export async function ownProfileId(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: communityUsers.id })
    .from(communityUsers)
    .where(eq(communityUsers.userId, userId));
  return row?.id ?? null;
}
