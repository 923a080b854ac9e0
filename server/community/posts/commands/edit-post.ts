// An author edits their own post: title, content and (when sent) tags; updatedAt records the edit, on the
// database's clock like createdAt. A locked post is frozen for its author (SECURITY.md); an admin, who can
// unlock it anyway, still edits their own. A post its author deleted is edited by nobody.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { NewPostBody, Post } from '@shared/schemas/community';
import { parseTags } from '@shared/schemas/community-limits';
import type { Db } from '@server/db/database';
import { forums, posts } from '@server/db/schema';
import { conflict, forbidden, notFound } from '@server/errors';
import { LOCKED_POST_EDIT, NOT_YOUR_POST, POST_DELETED_EDIT, POST_NOT_FOUND } from '../../lib/messages';
import { getPost } from '../repository';
import { authoredBy, wrote, type Viewer } from '../../members/viewer';

export async function editPost(db: Db, viewer: Viewer, postId: string, input: NewPostBody): Promise<Post> {
  const title = input.title.trim();
  // Omitted tags are kept; an empty text clears them.
  const tags = input.tags === undefined ? {} : { tags: parseTags(input.tags) };
  return db.transaction(async (tx) => {
    const [post] = await tx
      .update(posts)
      .set({ title, content: input.content.trim(), ...tags, updatedAt: sql`clock_timestamp()` })
      .where(
        and(
          eq(posts.id, postId),
          authoredBy(posts.authorId, viewer),
          isNull(posts.deletedByAuthorAt),
          viewer.isAdmin ? undefined : eq(posts.isLocked, false),
        ),
      )
      .returning({ forumId: posts.forumId });
    if (!post) {
      const [existing] = await tx
        .select({ authorId: posts.authorId, deleted: posts.deletedByAuthorAt })
        .from(posts)
        .where(eq(posts.id, postId));
      if (!existing) throw notFound(POST_NOT_FOUND);
      if (existing.deleted) throw conflict(POST_DELETED_EDIT, 'POST_DELETED');
      throw wrote(viewer, existing.authorId) ? conflict(LOCKED_POST_EDIT, 'POST_LOCKED') : forbidden(NOT_YOUR_POST);
    }
    // The forum's card shows its last post's title: keep it in step (the post row is locked first, as
    // in every command that touches both, so that none waits on another in a cycle).
    await tx
      .update(forums)
      .set({ lastPostTitle: title })
      .where(and(eq(forums.id, post.forumId), eq(forums.lastPostId, postId)));
    return getPost(tx, postId, viewer);
  });
}
