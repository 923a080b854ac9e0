// The dashboard's numbers: one count per table and the latest forum posts and replies.
import { desc, eq, sql } from 'drizzle-orm';
import type { DashboardData, ForumActivity } from '@shared/schemas/admin';
import type { Db } from '@server/db/database';
import { artists, communityUsers, events, posts, products, replies, stories } from '@server/db/schema';

const LATEST_ACTIVITY = 8;

export async function loadDashboard(db: Db): Promise<DashboardData> {
  const count = sql<number>`count(*)::int`;
  const [[p], [e], [a], [s], [m], [f], latestPosts, latestReplies] = await Promise.all([
    db.select({ n: count }).from(products),
    db.select({ n: count }).from(events),
    db.select({ n: count }).from(artists),
    db.select({ n: count }).from(stories),
    db.select({ n: count }).from(communityUsers),
    db.select({ n: count }).from(posts),
    db
      .select({ postId: posts.id, title: posts.title, author: posts.author, createdAt: posts.createdAt })
      .from(posts)
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(LATEST_ACTIVITY),
    db
      .select({ postId: replies.postId, title: posts.title, author: replies.author, createdAt: replies.createdAt })
      .from(replies)
      .innerJoin(posts, eq(posts.id, replies.postId))
      .orderBy(desc(replies.createdAt), desc(replies.id))
      .limit(LATEST_ACTIVITY),
  ]);
  const activity: ForumActivity[] = [
    ...latestPosts.map((row) => ({ kind: 'post' as const, ...row, createdAt: row.createdAt.toISOString() })),
    ...latestReplies.map((row) => ({ kind: 'reply' as const, ...row, createdAt: row.createdAt.toISOString() })),
  ]
    .sort((x, y) => y.createdAt.localeCompare(x.createdAt))
    .slice(0, LATEST_ACTIVITY);
  return {
    counts: { products: p!.n, events: e!.n, artists: a!.n, stories: s!.n, members: m!.n, posts: f!.n },
    latestActivity: activity,
  };
}
