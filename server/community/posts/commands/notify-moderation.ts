// A post's author hears when a moderator locks or deletes it (a demo persona, which has no account, does
// not). Called inside the moderation's transaction, so a rolled-back action notifies nobody.
import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { communityUsers, notifications } from '@server/db/schema';

export async function notifyAuthorOfModeration(
  db: Db,
  post: { id: string | null; title: string; authorId: string | null },
  kind: 'post_locked' | 'post_deleted',
): Promise<void> {
  if (!post.authorId) return;
  const [author] = await db
    .select({ userId: communityUsers.userId })
    .from(communityUsers)
    .where(eq(communityUsers.id, post.authorId));
  if (!author?.userId) return;
  await db
    .insert(notifications)
    .values({ userId: author.userId, kind, postId: post.id, actor: 'A moderator', title: post.title });
}
