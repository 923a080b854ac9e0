// What removing the demo content took away (docs/product.md §10): the admin dashboard says it.
import Type, { type Static } from 'typebox';
import { ContentCounts } from './admin';

export const DemoContentRemoved = Type.Object({ ...ContentCounts.properties, replies: Type.Integer() });
export type DemoContentRemoved = Static<typeof DemoContentRemoved>;
