// A post's replies, oldest first: keyset on (created_at, id), served by replies_post_order_idx.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ReplyPage } from '@shared/schemas/community';
import type { Db } from '@server/db/database';
import { replies } from '@server/db/schema';
import { notFound } from '@server/errors';
import { cursorChecks, decodeCursor, toPage } from '@server/http/paging/cursor';
import type { ListParams } from '@server/http/paging/list-params';
import { POST_NOT_FOUND } from '../messages';
import { postExists } from '../posts/repository';
import { presentReply } from './presenter';
import type { Viewer } from '../viewer';

export async function listReplies(
  db: Db,
  postId: string,
  { limit, cursor }: ListParams,
  viewer: Viewer,
): Promise<ReplyPage> {
  const after = cursor ? decodeCursor(cursor, [cursorChecks.timestamp, cursorChecks.uuid]) : null;
  const rows = await db
    .select()
    .from(replies)
    .where(
      and(
        eq(replies.postId, postId),
        after ? sql`(${replies.createdAt}, ${replies.id}) > (${after[0]}::timestamptz, ${after[1]}::uuid)` : undefined,
      ),
    )
    .orderBy(asc(replies.createdAt), asc(replies.id))
    .limit(limit + 1);
  if (rows.length === 0 && !(await postExists(db, postId))) throw notFound(POST_NOT_FOUND);
  return toPage(
    rows,
    limit,
    (row) => [row.createdAt.toISOString(), row.id],
    (row) => presentReply(row, viewer),
  );
}
