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

export const DashboardData = Type.Object({
  counts: ContentCounts,
  latestActivity: Type.Array(ForumActivity),
});
export type DashboardData = Static<typeof DashboardData>;
