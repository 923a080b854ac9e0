// An admin pins, unpins, locks or unlocks a post; a lock tells the author. updatedAt is left alone: it
// records the author's edits.
import { eq } from 'drizzle-orm';
import type { ModerationBody, Post } from '@shared/schemas/community';
import type { Db } from '@server/db/database';
import { posts } from '@server/db/schema';
import { notFound, validationFailed } from '@server/errors';
import { POST_NOT_FOUND } from '../../lib/messages';
import { getPost } from '../repository';
import { notifyAuthorOfModeration } from './notify-moderation';
import type { Viewer } from '../../members/viewer';

export async function moderatePost(
  db: Db,
  viewer: Viewer,
  postId: string,
  { isPinned, isLocked }: ModerationBody,
): Promise<Post> {
  if (isPinned === undefined && isLocked === undefined)
    throw validationFailed(
      /*i18n*/ {
        id: 'community.moderation.nothing-to-change',
        message: 'Say what to change: isPinned, isLocked or both.',
      },
    );
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ isLocked: posts.isLocked })
      .from(posts)
      .where(eq(posts.id, postId))
      .for('update');
    if (!before) throw notFound(POST_NOT_FOUND);
    const [post] = await tx
      .update(posts)
      .set({ ...(isPinned === undefined ? {} : { isPinned }), ...(isLocked === undefined ? {} : { isLocked }) })
      .where(eq(posts.id, postId))
      .returning({ id: posts.id, title: posts.title, authorId: posts.authorId });
    // Only locking tells the author: pinning and unlocking take nothing from them.
    if (isLocked === true && !before.isLocked) await notifyAuthorOfModeration(tx, post!, 'post_locked');
  });
  return getPost(db, postId, viewer);
}
