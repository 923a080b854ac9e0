// An admin deletes a post: in one transaction the post and its replies go, the forum's postCount drops
// by one and its lastPost becomes the newest remaining post, the author's postCount drops by one, and the
// author is told.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { communityUsers, forums, posts } from '@server/db/schema';
import { notFound } from '@server/errors';
import { POST_NOT_FOUND } from '../../lib/messages';
import { newestPostOf } from '../repository';
import { notifyAuthorOfModeration } from './notify-moderation';

export async function deletePost(db: Db, postId: string): Promise<void> {
  await db.transaction(async (tx) => {
    // Deleting locks the post first (its replies go with it by the foreign key's cascade).
    const [post] = await tx
      .delete(posts)
      .where(eq(posts.id, postId))
      .returning({ forumId: posts.forumId, authorId: posts.authorId, title: posts.title });
    if (!post) throw notFound(POST_NOT_FOUND);
    // The notification names the post by its title only: the post is gone.
    await notifyAuthorOfModeration(tx, { id: null, title: post.title, authorId: post.authorId }, 'post_deleted');
    // The forum row is locked before its newest post is read, so no post can be added in between.
    await tx
      .update(forums)
      .set({ postCount: sql`${forums.postCount} - 1` })
      .where(eq(forums.id, post.forumId));
    const newest = await newestPostOf(tx, post.forumId);
    await tx
      .update(forums)
      .set({
        lastPostId: newest?.id ?? null,
        lastPostTitle: newest?.title ?? null,
        lastPostAuthor: newest?.author ?? null,
        lastPostCreatedAt: newest?.createdAt ?? null,
      })
      .where(eq(forums.id, post.forumId));
    if (post.authorId) {
      await tx
        .update(communityUsers)
        .set({ postCount: sql`${communityUsers.postCount} - 1` })
        .where(eq(communityUsers.id, post.authorId));
    }
  });
}
