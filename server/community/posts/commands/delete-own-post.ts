// An author takes back their own post (docs/product.md §10): in one transaction its title becomes "Deleted by
// its author", its content and tags are emptied and deleted_by_author_at is set; the replies stay and can still
// be read. The row stays, so the forum's postCount and lastPost still count and name it (under the new
// title), and the post keeps its replyCount and lastReply; the author's postCount drops by one, as their
// profile counts the posts that are still theirs. The notices that announced its words (mentions in it, the
// forum followers' "new post") go; every other notice of it keeps pointing at it, under the new title.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { DELETED_BY_AUTHOR } from '@shared/schemas/community-limits';
import type { Db } from '@server/db/database';
import { communityUsers, forums, notifications, posts } from '@server/db/schema';
import { forbidden, notFound } from '@server/errors';
import { NOT_YOUR_POST_TO_DELETE, POST_NOT_FOUND } from '../../lib/messages';
import { wrote, type Viewer } from '../../members/viewer';

export async function deleteOwnPost(db: Db, viewer: Viewer, postId: string): Promise<void> {
  await db.transaction(async (tx) => {
    // The post row first, then the forum's, as every command that touches both (docs/architecture.md).
    const [post] = await tx
      .select({ authorId: posts.authorId, forumId: posts.forumId, deletedAt: posts.deletedByAuthorAt })
      .from(posts)
      .where(eq(posts.id, postId))
      .for('no key update');
    if (!post) throw notFound(POST_NOT_FOUND);
    if (!wrote(viewer, post.authorId)) throw forbidden(NOT_YOUR_POST_TO_DELETE);
    // Deleted already (a second click, another tab): nothing more to take back.
    if (post.deletedAt) return;
    await tx
      .update(posts)
      .set({ title: DELETED_BY_AUTHOR, content: '', tags: [], deletedByAuthorAt: sql`clock_timestamp()` })
      .where(eq(posts.id, postId));
    await tx
      .delete(notifications)
      .where(
        and(
          eq(notifications.postId, postId),
          isNull(notifications.replyId),
          inArray(notifications.kind, ['mention', 'forum_post']),
        ),
      );
    await tx.update(notifications).set({ title: DELETED_BY_AUTHOR }).where(eq(notifications.postId, postId));
    await tx
      .update(forums)
      .set({ lastPostTitle: DELETED_BY_AUTHOR })
      .where(and(eq(forums.id, post.forumId), eq(forums.lastPostId, postId)));
    await tx
      .update(communityUsers)
      .set({ postCount: sql`${communityUsers.postCount} - 1` })
      .where(eq(communityUsers.id, post.authorId!));
  });
}
