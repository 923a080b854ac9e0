// The admin panel's API shapes.
import Type, { type Static } from 'typebox';
import { Id, IsoDateTime } from './common';

export const ForumActivity = Type.Object({
  kind: Type.Union([Type.Literal('post'), Type.Literal('reply')]),
  postId: Id,
  title: Type.String({ description: 'The title of the post (replied to)' }),
  author: Type.String(),
  createdAt: IsoDateTime,
});
export type ForumActivity = Static<typeof ForumActivity>;

/** How many of each kind of content there are (the dashboard) or were removed (the demo content). */
export const ContentCounts = Type.Object({
  products: Type.Integer(),
  events: Type.Integer(),
  artists: Type.Integer(),
  stories: Type.Integer(),
  members: Type.Integer(),
  posts: Type.Integer(),
});

/** The shop at a glance: money in (paid and not refunded, Lagos days), and the variants running out. */
export const ShopOverview = Type.Object({
  paymentsEnabled: Type.Boolean(),
  revenueTodayKobo: Type.Integer({ minimum: 0 }),
  revenue7DaysKobo: Type.Integer({ minimum: 0 }),
  paidOrders: Type.Integer({ minimum: 0 }),
  lowStock: Type.Array(
    Type.Object({
      productName: Type.String(),
      variantName: Type.Union([Type.String(), Type.Null()]),
      stock: Type.Integer({ minimum: 0 }),
    }),
  ),
});
export type ShopOverview = Static<typeof ShopOverview>;

export const DashboardData = Type.Object({
  counts: ContentCounts,
  latestActivity: Type.Array(ForumActivity),
  shop: ShopOverview,
  /** Messages whose tries are spent: the dashboard points to the Mail screen while there are any. */
  failedMail: Type.Integer({ minimum: 0 }),
  /** Reports waiting in the queue (/admin/reports). */
  openReports: Type.Integer({ minimum: 0 }),
});
export type DashboardData = Static<typeof DashboardData>;
