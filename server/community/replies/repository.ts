// A post's replies, oldest first: keyset on (created_at, id), served by replies_post_order_idx.
import { and, asc, desc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { MemberReplyPage, ReplyPage } from '@shared/schemas/community';
import { excerptOf } from '@shared/schemas/community-limits';
import type { Db } from '@server/db/database';
import { threadSlug } from '@server/db/slugs/thread-address';
import { markdownText } from '@server/lib/markdown';
import { linkedHandle } from '@server/db/member-handle';
import { communityUsers, posts, replies, replyLikes } from '@server/db/schema';
import { notFound } from '@server/errors';
import { cursorChecks, decodeCursor, toPage } from '@server/http/paging/cursor';
import type { ListParams } from '@server/http/paging/list-params';
import { POST_NOT_FOUND } from '../lib/messages';
import { replyLikeColumns } from '../lib/like-counts';
import { postExists } from '../posts/repository';
import { presentReply } from './presenter';
import type { Viewer } from '../members/viewer';

export async function listReplies(
  db: Db,
  postId: string,
  { limit, cursor }: ListParams,
  viewer: Viewer,
): Promise<ReplyPage> {
  const after = cursor ? decodeCursor(cursor, [cursorChecks.timestamp, cursorChecks.uuid]) : null;
  const rows = await db
    .select({
      ...getTableColumns(replies),
      authorHandle: linkedHandle(communityUsers),
      ...replyLikeColumns(viewer.memberId),
    })
    .from(replies)
    .leftJoin(communityUsers, eq(communityUsers.id, replies.authorId))
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

/** The members who liked any of these replies (the profiles whose own page of them differs). */
export async function likersOf(db: Db, replyIds: string[]): Promise<string[]> {
  if (replyIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ memberId: replyLikes.memberId })
    .from(replyLikes)
    .where(inArray(replyLikes.replyId, replyIds));
  return rows.map((row) => row.memberId);
}

/** A card's excerpt needs a prefix of the reply, not all of it. */
const EXCERPT_SOURCE_CHARS = 1000;

/**
 * A member's replies, newest first, with the title of the post each answers (keyset on (created_at, id),
 * served by replies_author_idx); the ones they deleted are left out.
 */
export async function listMemberReplies(
  db: Db,
  memberId: string,
  { limit, cursor }: ListParams,
): Promise<MemberReplyPage> {
  const after = cursor ? decodeCursor(cursor, [cursorChecks.timestamp, cursorChecks.uuid]) : null;
  const rows = await db
    .select({
      id: replies.id,
      postId: replies.postId,
      postTitle: posts.title,
      content: sql<string>`left(${replies.content}, ${EXCERPT_SOURCE_CHARS})`,
      createdAt: replies.createdAt,
    })
    .from(replies)
    .innerJoin(posts, eq(posts.id, replies.postId))
    .where(
      and(
        eq(replies.authorId, memberId),
        isNull(replies.deletedByAuthorAt),
        after ? sql`(${replies.createdAt}, ${replies.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(replies.createdAt), desc(replies.id))
    .limit(limit + 1);
  return toPage(
    rows,
    limit,
    (row) => [row.createdAt.toISOString(), row.id],
    (row) => ({
      id: row.id,
      postId: row.postId,
      postTitle: row.postTitle,
      postSlug: threadSlug(row.postTitle),
      excerpt: excerptOf(markdownText(row.content)),
      createdAt: row.createdAt.toISOString(),
    }),
  );
}
