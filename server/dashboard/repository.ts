// The dashboard's numbers: one count per table, the latest forum posts and replies, the failed mail and
// the open reports.
import { asc, desc, eq, lt, sql } from 'drizzle-orm';
import { LOW_STOCK_BELOW } from '@shared/shop';
import type { DashboardData, ForumActivity, ShopOverview } from '@shared/schemas/admin';
import type { Db } from '@server/db/database';
import {
  artists,
  communityUsers,
  events,
  mailMessages,
  orders,
  posts,
  products,
  productVariants,
  replies,
  reports,
  stories,
} from '@server/db/schema';

const LATEST_ACTIVITY = 8;

/** Orders whose money the shop keeps. */
const KEPT = sql`${orders.status} in ('paid', 'shipped', 'delivered')`;
/** The start of today in Lagos (UTC+1, no daylight saving), as an instant. */
const LAGOS_TODAY = sql`(date_trunc('day', now() at time zone 'Africa/Lagos') at time zone 'Africa/Lagos')`;

async function loadShopOverview(db: Db, paymentsEnabled: boolean): Promise<ShopOverview> {
  const [[money], lowStock] = await Promise.all([
    db
      .select({
        today: sql<number>`coalesce(sum(${orders.totalKobo}) filter (where ${orders.paidAt} >= ${LAGOS_TODAY}), 0)::int`,
        week: sql<number>`coalesce(sum(${orders.totalKobo}) filter (where ${orders.paidAt} >= ${LAGOS_TODAY} - interval '6 days'), 0)::int`,
        paid: sql<number>`count(*)::int`,
      })
      .from(orders)
      .where(KEPT),
    db
      .select({
        productName: products.name,
        variantName: productVariants.name,
        stock: sql<number>`${productVariants.stock}`,
        sole: sql<boolean>`not exists (select 1 from ${productVariants} other where other.product_id = ${products.id} and other.id <> ${productVariants.id})`,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(lt(productVariants.stock, LOW_STOCK_BELOW))
      .orderBy(asc(productVariants.stock), asc(products.name))
      .limit(10),
  ]);
  return {
    paymentsEnabled,
    revenueTodayKobo: money?.today ?? 0,
    revenue7DaysKobo: money?.week ?? 0,
    paidOrders: money?.paid ?? 0,
    lowStock: lowStock.map(({ sole, ...row }) => ({ ...row, variantName: sole ? null : row.variantName })),
  };
}

export async function loadDashboard(db: Db, { paymentsEnabled }: { paymentsEnabled: boolean }): Promise<DashboardData> {
  const count = sql<number>`count(*)::int`;
  const [[p], [e], [a], [s], [m], [f], [failed], [reported], latestPosts, latestReplies] = await Promise.all([
    db.select({ n: count }).from(products),
    db.select({ n: count }).from(events),
    db.select({ n: count }).from(artists),
    db.select({ n: count }).from(stories),
    db.select({ n: count }).from(communityUsers),
    db.select({ n: count }).from(posts),
    db.select({ n: count }).from(mailMessages).where(eq(mailMessages.status, 'failed')),
    db.select({ n: count }).from(reports).where(eq(reports.status, 'open')),
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
    shop: await loadShopOverview(db, paymentsEnabled),
    failedMail: failed!.n,
    openReports: reported!.n,
  };
}
