// Forums: the hub's list (creation order, forums_created_idx) and one forum by id, each with the handle its
// last post's author links to (two primary-key probes per forum).
import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Forum, ForumView } from '@shared/schemas/community';
import type { Db } from '@server/db/database';
import { linkedHandle } from '@server/db/member-handle';
import { communityUsers, forumFollows, forums, posts } from '@server/db/schema';
import { notFound } from '@server/errors';
import { FORUMS_MAX } from '../lib/limits';
import { FORUM_NOT_FOUND } from '../lib/messages';
import { presentForum } from './presenter';

const forumsWithAuthors = (db: Db, isFollowing = sql<boolean>`false`) =>
  db
    .select({ ...getTableColumns(forums), lastPostAuthorHandle: linkedHandle(communityUsers), isFollowing })
    .from(forums)
    .leftJoin(posts, eq(posts.id, forums.lastPostId))
    .leftJoin(communityUsers, eq(communityUsers.id, posts.authorId));

export async function listForums(db: Db): Promise<Forum[]> {
  const rows = await forumsWithAuthors(db).orderBy(asc(forums.createdAt), asc(forums.id)).limit(FORUMS_MAX);
  return rows.map(presentForum);
}

/** One forum, and whether the signed-in viewer (their account) follows it. */
export async function getForum(db: Db, forumId: string, userId: string | null): Promise<ForumView> {
  const isFollowing = userId
    ? sql<boolean>`exists (select 1 from ${forumFollows} where ${forumFollows.userId} = ${userId}
        and ${forumFollows.forumId} = ${forums.id})`
    : sql<boolean>`false`;
  const [row] = await forumsWithAuthors(db, isFollowing).where(eq(forums.id, forumId));
  if (!row) throw notFound(FORUM_NOT_FOUND);
  return { ...presentForum(row), isFollowing: row.isFollowing };
}
