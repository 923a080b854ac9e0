// What removing the demo content took away (docs/product.md §10): the admin dashboard says it.
import Type, { type Static } from 'typebox';

export const DemoContentRemoved = Type.Object({
  products: Type.Integer(),
  events: Type.Integer(),
  artists: Type.Integer(),
  stories: Type.Integer(),
  members: Type.Integer(),
  posts: Type.Integer(),
  replies: Type.Integer(),
});
export type DemoContentRemoved = Static<typeof DemoContentRemoved>;
