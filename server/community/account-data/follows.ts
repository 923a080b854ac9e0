// The posts and forums the member follows (docs/product.md §10, Follow), with when they began to.
import { asc, eq } from 'drizzle-orm';
import { forumFollows, forums, postFollows, posts } from '@server/db/schema';
import type { DataSection } from '@server/db/account-data';

export const follows: DataSection = async (db, { userId }) => {
  // One after the other: the sections share the export's one transaction.
  const followedPosts = await db
    .select({ postId: posts.id, title: posts.title, since: postFollows.createdAt })
    .from(postFollows)
    .innerJoin(posts, eq(posts.id, postFollows.postId))
    .where(eq(postFollows.userId, userId))
    .orderBy(asc(postFollows.createdAt), asc(postFollows.postId));
  const followedForums = await db
    .select({ forumId: forums.id, name: forums.name, since: forumFollows.createdAt })
    .from(forumFollows)
    .innerJoin(forums, eq(forums.id, forumFollows.forumId))
    .where(eq(forumFollows.userId, userId))
    .orderBy(asc(forumFollows.createdAt), asc(forumFollows.forumId));
  return { posts: followedPosts, forums: followedForums };
};
