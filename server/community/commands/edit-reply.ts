// An author edits their own reply: updatedAt records the edit and isEdited shows it as "edited". A reply
// under a locked post is frozen for its author, like the post (SECURITY.md); an admin still edits their own.
import { and, eq, notExists, sql } from 'drizzle-orm';
import type { Reply } from '@shared/schemas/community';
import type { Db } from '@server/db/database';
import { posts, replies } from '@server/db/schema';
import { conflict, forbidden, notFound } from '@server/errors';
import { LOCKED_POST_EDIT, NOT_YOUR_REPLY, REPLY_NOT_FOUND } from '../messages';
import { presentReply } from '../replies/presenter';
import { authoredBy, wrote, type Viewer } from '../viewer';

export async function editReply(db: Db, viewer: Viewer, replyId: string, content: string): Promise<Reply> {
  const lockedPost = db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.id, replies.postId), eq(posts.isLocked, true)));
  const [reply] = await db
    .update(replies)
    .set({ content: content.trim(), updatedAt: sql`clock_timestamp()`, isEdited: true })
    .where(
      and(
        eq(replies.id, replyId),
        authoredBy(replies.authorId, viewer),
        viewer.isAdmin ? undefined : notExists(lockedPost),
      ),
    )
    .returning();
  if (reply) return presentReply(reply, viewer);
  const [existing] = await db.select({ authorId: replies.authorId }).from(replies).where(eq(replies.id, replyId));
  if (!existing) throw notFound(REPLY_NOT_FOUND);
  throw wrote(viewer, existing.authorId) ? conflict(LOCKED_POST_EDIT, 'POST_LOCKED') : forbidden(NOT_YOUR_REPLY);
}
