// Cursors deep into each keyset, made the way the server makes them (the sort key of the row before the
// page, base64url JSON), so a deep page is requested exactly as a client that paged there would.
import { encodeCursor } from '@server/http/paging/cursor';
import type { Database } from '../server/db/database';
import { queryRows } from './raw-sql';

/** The server's cursors hold Date#toISOString() text: milliseconds and Z. */
const ISO = `to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** How deep the "deep page" is: nine tenths of the way through the list. */
const DEPTH = 0.9;

export interface DeepCursors {
  products: string;
  forumPosts: string;
  replies: string;
}

async function keyAt<Row>(database: Database, text: string, params: unknown[]): Promise<Row> {
  const [row] = await queryRows<Row>(database, text, params);
  if (!row) throw new Error(`No row at that depth: ${text}`);
  return row;
}

export async function deepCursors(database: Database, forumId: string, hotPostId: string): Promise<DeepCursors> {
  const offsetOf = async (countSql: string, params: unknown[]) => {
    const [row] = await queryRows<{ n: number }>(database, countSql, params);
    return Math.floor((row?.n ?? 0) * DEPTH);
  };

  const productOffset = await offsetOf('select count(*)::int as n from products', []);
  const product = await keyAt<{ at: string; id: string }>(
    database,
    `select ${ISO} as at, id from products order by created_at desc, id desc offset $1 limit 1`,
    [productOffset],
  );

  const postOffset = await offsetOf('select count(*)::int as n from posts where forum_id = $1::uuid', [forumId]);
  const post = await keyAt<{ pinned: boolean; at: string; id: string }>(
    database,
    `select is_pinned as pinned, ${ISO} as at, id from posts where forum_id = $1::uuid
     order by is_pinned desc, created_at desc, id desc offset $2 limit 1`,
    [forumId, postOffset],
  );

  const replyOffset = await offsetOf('select count(*)::int as n from replies where post_id = $1::uuid', [hotPostId]);
  const reply = await keyAt<{ at: string; id: string }>(
    database,
    `select ${ISO} as at, id from replies where post_id = $1::uuid order by created_at, id offset $2 limit 1`,
    [hotPostId, replyOffset],
  );

  return {
    products: encodeCursor([product.at, product.id]),
    forumPosts: encodeCursor([String(post.pinned), post.at, post.id]),
    replies: encodeCursor([reply.at, reply.id]),
  };
}
