// An admin deletes a reply: in one transaction the reply goes, the post's replyCount drops by one and
// its lastReply becomes the newest remaining reply.
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { posts, replies } from '@server/db/schema';
import { notFound } from '@server/errors';
import { REPLY_NOT_FOUND } from '../../lib/messages';

export async function deleteReply(db: Db, replyId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [target] = await tx.select({ postId: replies.postId }).from(replies).where(eq(replies.id, replyId));
    if (!target) throw notFound(REPLY_NOT_FOUND);
    // The post is locked before the reply, in the order adding a reply and deleting a post take them,
    // and no reply can be added while the newest remaining one is read.
    await tx.select({ id: posts.id }).from(posts).where(eq(posts.id, target.postId)).for('no key update');
    const deleted = await tx.delete(replies).where(eq(replies.id, replyId)).returning({ id: replies.id });
    if (deleted.length === 0) throw notFound(REPLY_NOT_FOUND);
    const [newest] = await tx
      .select({ author: replies.author, createdAt: replies.createdAt })
      .from(replies)
      .where(eq(replies.postId, target.postId))
      .orderBy(desc(replies.createdAt), desc(replies.id))
      .limit(1);
    await tx
      .update(posts)
      .set({
        replyCount: sql`${posts.replyCount} - 1`,
        lastReplyAuthor: newest?.author ?? null,
        lastReplyCreatedAt: newest?.createdAt ?? null,
      })
      .where(eq(posts.id, target.postId));
  });
}
