// Who is asking: their community profile (for authorship) and whether they moderate.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { RequestUser } from '@server/http/request-user';
import type { Db } from '@server/db/database';
import { findMemberOfUser } from './repository';

export interface Viewer {
  /** The viewer's community profile id; null for visitors and accounts without a profile. */
  memberId: string | null;
  /** The viewer's account (what follows are kept by); null for visitors. */
  userId: string | null;
  isAdmin: boolean;
}

export const VISITOR: Viewer = { memberId: null, userId: null, isAdmin: false };

export async function viewerOf(db: Db, user: RequestUser | null): Promise<Viewer> {
  if (!user) return VISITOR;
  const memberId = user.memberId !== undefined ? user.memberId : ((await findMemberOfUser(db, user.id))?.id ?? null);
  return { memberId, userId: user.id, isAdmin: user.role === 'admin' };
}

/** Whether the viewer wrote a post or reply whose author profile is `authorId`. */
export function wrote(viewer: Viewer, authorId: string | null): boolean {
  return viewer.memberId !== null && authorId === viewer.memberId;
}

/** A condition that holds only for rows the viewer wrote (never for visitors or accounts without a profile). */
export function authoredBy(authorColumn: PgColumn, viewer: Viewer): SQL {
  return viewer.memberId ? eq(authorColumn, viewer.memberId) : sql`false`;
}
