// Forums: the hub's list (creation order, forums_created_idx) and one forum by id.
import { asc, eq } from 'drizzle-orm';
import type { Forum } from '@shared/schemas/community';
import type { Db } from '@server/db/database';
import { forums } from '@server/db/schema';
import { notFound } from '@server/errors';
import { FORUMS_MAX } from '../limits';
import { FORUM_NOT_FOUND } from '../messages';
import { presentForum } from './presenter';

export async function listForums(db: Db): Promise<Forum[]> {
  const rows = await db.select().from(forums).orderBy(asc(forums.createdAt), asc(forums.id)).limit(FORUMS_MAX);
  return rows.map(presentForum);
}

export async function forumExists(db: Db, forumId: string): Promise<boolean> {
  const rows = await db.select({ id: forums.id }).from(forums).where(eq(forums.id, forumId));
  return rows.length > 0;
}

export async function getForum(db: Db, forumId: string): Promise<Forum> {
  const [row] = await db.select().from(forums).where(eq(forums.id, forumId));
  if (!row) throw notFound(FORUM_NOT_FOUND);
  return presentForum(row);
}
