// Whether a forum exists: the posts and the follows check it before writing, below the forums' own reads.
import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { forums } from '@server/db/schema';

export async function forumExists(db: Db, forumId: string): Promise<boolean> {
  const rows = await db.select({ id: forums.id }).from(forums).where(eq(forums.id, forumId));
  return rows.length > 0;
}
