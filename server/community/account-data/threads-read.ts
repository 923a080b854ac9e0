// The threads the member opened, with when they last did (the unread markers' reads, server/community/reads).
import { asc, eq } from 'drizzle-orm';
import { postReads, posts } from '@server/db/schema';
import type { DataSection } from '@server/db/account-data';

export const threadsRead: DataSection = (db, { userId }) =>
  db
    .select({ postId: posts.id, title: posts.title, lastOpenedAt: postReads.readAt })
    .from(postReads)
    .innerJoin(posts, eq(posts.id, postReads.postId))
    .where(eq(postReads.userId, userId))
    .orderBy(asc(postReads.readAt), asc(postReads.postId));
