// Posts: a forum's pages, pinned first then newest (keyset on (is_pinned, created_at, id), served by
// posts_forum_order_idx), the hub's newest posts (posts_recent_idx) and one post with its forum's name.
import { and, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Post, PostPage, PostSummary } from '@shared/schemas/community';
import type { Db } from '@server/db/database';
import { linkedHandle } from '@server/db/member-handle';
import { communityUsers, forums, postFollows, posts } from '@server/db/schema';
import { notFound } from '@server/errors';
import { cursorChecks, decodeCursor, toPage } from '@server/http/paging/cursor';
import type { ListParams } from '@server/http/paging/list-params';
import { FORUM_NOT_FOUND, POST_NOT_FOUND } from '../lib/messages';
import { forumExists } from '../lib/forum-exists';
import { postLikeColumns } from '../lib/like-counts';
import { presentPost, presentPostSummary, type PostRow, type PostWithAuthor } from './presenter';
import type { Viewer } from '../members/viewer';

// A card shows a 150-character excerpt: read a prefix of the content, not up to 20,000 characters a post.
const EXCERPT_SOURCE_CHARS = 1000;
const summaryColumns = {
  ...getTableColumns(posts),
  content: sql<string>`left(${posts.content}, ${EXCERPT_SOURCE_CHARS})`,
  authorHandle: linkedHandle(communityUsers),
};

/** Posts with their author's profile (a primary-key probe per row), for the handle their name links to. */
const postsWithAuthors = (db: Db) =>
  db.select(summaryColumns).from(posts).leftJoin(communityUsers, eq(communityUsers.id, posts.authorId));

const isFlag = (part: string) => part === 'true' || part === 'false';

export async function listForumPosts(db: Db, forumId: string, { limit, cursor }: ListParams): Promise<PostPage> {
  const after = cursor ? decodeCursor(cursor, [isFlag, cursorChecks.timestamp, cursorChecks.uuid]) : null;
  // Descending on all three keys, so one row comparison continues the order; false < true puts pinned first.
  const rows = await postsWithAuthors(db)
    .where(
      and(
        eq(posts.forumId, forumId),
        after
          ? sql`(${posts.isPinned}, ${posts.createdAt}, ${posts.id}) < (${after[0]}::boolean, ${after[1]}::timestamptz, ${after[2]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(posts.isPinned), desc(posts.createdAt), desc(posts.id))
    .limit(limit + 1);
  // Only an empty page costs the extra look-up that tells an empty forum from an unknown one.
  if (rows.length === 0 && !(await forumExists(db, forumId))) throw notFound(FORUM_NOT_FOUND);
  return toPage(rows, limit, (row) => [String(row.isPinned), row.createdAt.toISOString(), row.id], presentPostSummary);
}

export async function listRecentPosts(db: Db, limit: number): Promise<PostSummary[]> {
  const rows = await postsWithAuthors(db).orderBy(desc(posts.createdAt), desc(posts.id)).limit(limit);
  return rows.map(presentPostSummary);
}

/**
 * A member's posts, newest first (keyset on (created_at, id), served by posts_author_idx); the ones they
 * deleted are left out: their words are gone.
 */
export async function listMemberPosts(db: Db, memberId: string, { limit, cursor }: ListParams): Promise<PostPage> {
  const after = cursor ? decodeCursor(cursor, [cursorChecks.timestamp, cursorChecks.uuid]) : null;
  const rows = await postsWithAuthors(db)
    .where(
      and(
        eq(posts.authorId, memberId),
        isNull(posts.deletedByAuthorAt),
        after ? sql`(${posts.createdAt}, ${posts.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(limit + 1);
  return toPage(rows, limit, (row) => [row.createdAt.toISOString(), row.id], presentPostSummary);
}

export async function findPostView(
  db: Db,
  postId: string,
  userId: string | null = null,
  memberId: string | null = null,
): Promise<{ post: PostWithAuthor; forumName: string; isFollowing: boolean } | null> {
  const [row] = await db
    .select({
      post: { ...getTableColumns(posts), authorHandle: linkedHandle(communityUsers), ...postLikeColumns(memberId) },
      forumName: forums.name,
      isFollowing: userId
        ? sql<boolean>`exists (select 1 from ${postFollows} where ${postFollows.userId} = ${userId} and ${postFollows.postId} = ${posts.id})`
        : sql<boolean>`false`,
    })
    .from(posts)
    .innerJoin(forums, eq(forums.id, posts.forumId))
    .leftJoin(communityUsers, eq(communityUsers.id, posts.authorId))
    .where(eq(posts.id, postId));
  return row ?? null;
}

export async function getPost(db: Db, postId: string, viewer: Viewer): Promise<Post> {
  const view = await findPostView(db, postId, viewer.userId, viewer.memberId);
  if (!view) throw notFound(POST_NOT_FOUND);
  return presentPost(view.post, view.forumName, viewer, view.isFollowing);
}

export async function postExists(db: Db, postId: string): Promise<boolean> {
  const rows = await db.select({ id: posts.id }).from(posts).where(eq(posts.id, postId));
  return rows.length > 0;
}

export type LastPostRow = Pick<PostRow, 'id' | 'title' | 'author' | 'createdAt'>;

/**
 * A forum's newest post, whatever its pin: the newest unpinned and the newest pinned post are each one
 * probe of posts_forum_order_idx, where a plain ORDER BY created_at would sort the whole forum.
 */
export async function newestPostOf(db: Db, forumId: string): Promise<LastPostRow | null> {
  const newest: LastPostRow[] = [];
  for (const pinned of [false, true]) {
    const [row] = await db
      .select({ id: posts.id, title: posts.title, author: posts.author, createdAt: posts.createdAt })
      .from(posts)
      .where(and(eq(posts.forumId, forumId), eq(posts.isPinned, pinned)))
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(1);
    if (row) newest.push(row);
  }
  const key = (row: LastPostRow) => `${row.createdAt.toISOString()}|${row.id}`;
  return newest.sort((a, b) => key(b).localeCompare(key(a)))[0] ?? null;
}
