// A member's follows of posts and forums (post_follows, forum_follows; docs/product.md §10, Follow): one row
// per member and post or forum, kept by the account. Following twice, or twice at once, leaves one row (the
// primary key and ON CONFLICT DO NOTHING); unfollowing what is not followed changes nothing.
import { and, eq } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { isForeignKeyViolation } from '@server/db/foreign-key-violation';
import { forumFollows, postFollows } from '@server/db/schema';
import { notFound, type ErrorText } from '@server/errors';
import { FORUM_NOT_FOUND, POST_NOT_FOUND } from '../lib/messages';
import { forumExists } from '../lib/forum-exists';
import { postExists } from '../posts/repository';

/** Inserts the follow; a post or forum deleted between the look-up and the insert is a 404 too. */
async function insertFollow(write: () => Promise<unknown>, missing: ErrorText) {
  try {
    await write();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound(missing);
    throw error;
  }
}

export async function followPost(db: Db, userId: string, postId: string): Promise<void> {
  if (!(await postExists(db, postId))) throw notFound(POST_NOT_FOUND);
  await insertFollow(() => db.insert(postFollows).values({ userId, postId }).onConflictDoNothing(), POST_NOT_FOUND);
}

export async function unfollowPost(db: Db, userId: string, postId: string): Promise<void> {
  if (!(await postExists(db, postId))) throw notFound(POST_NOT_FOUND);
  await db.delete(postFollows).where(and(eq(postFollows.userId, userId), eq(postFollows.postId, postId)));
}

export async function followForum(db: Db, userId: string, forumId: string): Promise<void> {
  if (!(await forumExists(db, forumId))) throw notFound(FORUM_NOT_FOUND);
  await insertFollow(() => db.insert(forumFollows).values({ userId, forumId }).onConflictDoNothing(), FORUM_NOT_FOUND);
}

export async function unfollowForum(db: Db, userId: string, forumId: string): Promise<void> {
  if (!(await forumExists(db, forumId))) throw notFound(FORUM_NOT_FOUND);
  await db.delete(forumFollows).where(and(eq(forumFollows.userId, userId), eq(forumFollows.forumId, forumId)));
}
