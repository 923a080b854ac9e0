// An author edits their own reply: updatedAt records the edit and isEdited shows it as "edited". A reply
// under a locked post is frozen for its author, like the post (SECURITY.md); an admin still edits their own.
// A reply its author deleted is edited by nobody.
import { and, eq, getTableColumns, isNull, notExists, sql } from 'drizzle-orm';
import type { Reply } from '@shared/schemas/community';
import type { Db } from '@server/db/database';
import { communityUsers, posts, replies } from '@server/db/schema';
import { conflict, forbidden, notFound } from '@server/errors';
import { LOCKED_POST_EDIT, NOT_YOUR_REPLY, REPLY_DELETED_EDIT, REPLY_NOT_FOUND } from '../../lib/messages';
import { presentReply } from '../presenter';
import { replyLikeColumns } from '../../lib/like-counts';
import { authoredBy, wrote, type Viewer } from '../../members/viewer';

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
        isNull(replies.deletedByAuthorAt),
        viewer.isAdmin ? undefined : notExists(lockedPost),
      ),
    )
    .returning({
      ...getTableColumns(replies),
      authorHandle: sql<string | null>`(select ${communityUsers.handle} from ${communityUsers}
        where ${communityUsers.id} = ${replies.authorId})`,
      ...replyLikeColumns(viewer.memberId),
    });
  if (reply) return presentReply(reply, viewer);
  const [existing] = await db
    .select({ authorId: replies.authorId, deleted: replies.deletedByAuthorAt })
    .from(replies)
    .where(eq(replies.id, replyId));
  if (!existing) throw notFound(REPLY_NOT_FOUND);
  if (existing.deleted) throw conflict(REPLY_DELETED_EDIT, 'REPLY_DELETED');
  throw wrote(viewer, existing.authorId) ? conflict(LOCKED_POST_EDIT, 'POST_LOCKED') : forbidden(NOT_YOUR_REPLY);
}
