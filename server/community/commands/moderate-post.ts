// An admin pins, unpins, locks or unlocks a post. updatedAt is left alone: it records the author's edits.
import { eq } from 'drizzle-orm';
import type { ModerationBody, Post } from '@shared/schemas/community';
import type { Db } from '@server/db/database';
import { posts } from '@server/db/schema';
import { notFound, validationFailed } from '@server/errors';
import { POST_NOT_FOUND } from '../messages';
import { getPost } from '../posts/repository';
import type { Viewer } from '../viewer';

export async function moderatePost(
  db: Db,
  viewer: Viewer,
  postId: string,
  { isPinned, isLocked }: ModerationBody,
): Promise<Post> {
  if (isPinned === undefined && isLocked === undefined)
    throw validationFailed('Say what to change: isPinned, isLocked or both.');
  const updated = await db
    .update(posts)
    .set({ ...(isPinned === undefined ? {} : { isPinned }), ...(isLocked === undefined ? {} : { isLocked }) })
    .where(eq(posts.id, postId))
    .returning({ id: posts.id });
  if (updated.length === 0) throw notFound(POST_NOT_FOUND);
  return getPost(db, postId, viewer);
}
