// An author edits their own post: title, content and (when sent) tags; updatedAt records the edit, on the
// database's clock like createdAt.
import { and, eq, sql } from 'drizzle-orm';
import type { NewPostBody, Post } from '@shared/schemas/community';
import { parseTags } from '@shared/schemas/community-limits';
import type { Db } from '@server/db/database';
import { forums, posts } from '@server/db/schema';
import { forbidden, notFound } from '@server/errors';
import { NOT_YOUR_POST, POST_NOT_FOUND } from '../messages';
import { getPost, postExists } from '../posts/repository';
import { authoredBy, type Viewer } from '../viewer';

export async function editPost(db: Db, viewer: Viewer, postId: string, input: NewPostBody): Promise<Post> {
  const title = input.title.trim();
  // Omitted tags are kept; an empty text clears them.
  const tags = input.tags === undefined ? {} : { tags: parseTags(input.tags) };
  return db.transaction(async (tx) => {
    const [post] = await tx
      .update(posts)
      .set({ title, content: input.content.trim(), ...tags, updatedAt: sql`clock_timestamp()` })
      .where(and(eq(posts.id, postId), authoredBy(posts.authorId, viewer)))
      .returning({ forumId: posts.forumId });
    if (!post) throw (await postExists(tx, postId)) ? forbidden(NOT_YOUR_POST) : notFound(POST_NOT_FOUND);
    // The forum's card shows its last post's title: keep it in step (the post row is locked first, as
    // in every command that touches both, so that none waits on another in a cycle).
    await tx
      .update(forums)
      .set({ lastPostTitle: title })
      .where(and(eq(forums.id, post.forumId), eq(forums.lastPostId, postId)));
    return getPost(tx, postId, viewer);
  });
}
