// An author takes back their own reply (docs/product.md §10): its content is emptied and deleted_by_author_at
// set; it keeps its place, so the post's replyCount and lastReply stay as they are (the reply is still there,
// shown as "Deleted by its author"). The notices it caused (the followers' "replied", the mentions in it) go:
// what they announced is gone.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { notifications, replies } from '@server/db/schema';
import { forbidden, notFound } from '@server/errors';
import { NOT_YOUR_REPLY_TO_DELETE, REPLY_NOT_FOUND } from '../../lib/messages';
import { wrote, type Viewer } from '../../members/viewer';

export async function deleteOwnReply(db: Db, viewer: Viewer, replyId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [reply] = await tx
      .select({ authorId: replies.authorId, deletedAt: replies.deletedByAuthorAt })
      .from(replies)
      .where(eq(replies.id, replyId))
      .for('no key update');
    if (!reply) throw notFound(REPLY_NOT_FOUND);
    if (!wrote(viewer, reply.authorId)) throw forbidden(NOT_YOUR_REPLY_TO_DELETE);
    if (reply.deletedAt) return;
    await tx
      .update(replies)
      .set({ content: '', deletedByAuthorAt: sql`clock_timestamp()` })
      .where(eq(replies.id, replyId));
    await tx.delete(notifications).where(eq(notifications.replyId, replyId));
  });
}
