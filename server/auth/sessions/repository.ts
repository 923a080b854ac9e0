// Sessions in the database: create, resolve (with sliding renewal), delete one, delete all of a user,
// delete the expired ones.
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { preparedOnce } from '@server/db/prepared-once';
import { communityUsers, sessions, users } from '@server/db/schema';
import { suspensionOf, type Suspension } from '@server/http/request-user';
import { hashSessionToken, newSessionToken, SESSION_RENEW_AFTER_MS, SESSION_TTL_MS } from './tokens';

export interface ResolvedSession {
  sessionId: string;
  /** memberId: the community profile, read in the same query, so that community reads need no other lookup. */
  user: {
    id: string;
    email: string;
    role: 'member' | 'admin';
    emailVerified: boolean;
    memberId: string | null;
    displayName: string | null;
    suspension: Suspension | null;
    locale: string | null;
  };
  /** Set when the session was extended, so that the cookie is extended too. */
  renewedUntil: Date | null;
}

export async function createSession(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(sessions).values({ userId, tokenHash: hashSessionToken(token), expiresAt });
  return { token, expiresAt };
}

// Every signed-in request runs this lookup.
const sessionLookup = preparedOnce((db) =>
  db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      id: users.id,
      email: users.email,
      role: users.role,
      emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
      memberId: communityUsers.id,
      displayName: communityUsers.displayName,
      suspendedAt: users.suspendedAt,
      suspendedUntil: users.suspendedUntil,
      suspensionReason: users.suspensionReason,
      locale: users.locale,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(communityUsers, eq(communityUsers.userId, users.id))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .prepare('resolve_session'),
);

export async function resolveSession(db: Db, token: string, now = new Date()): Promise<ResolvedSession | null> {
  const [row] = await sessionLookup(db).execute({ tokenHash: hashSessionToken(token), now: now.toISOString() });
  if (!row) return null;
  let renewedUntil: Date | null = null;
  if (row.expiresAt.getTime() - now.getTime() < SESSION_TTL_MS - SESSION_RENEW_AFTER_MS) {
    renewedUntil = new Date(now.getTime() + SESSION_TTL_MS);
    await db.update(sessions).set({ expiresAt: renewedUntil }).where(eq(sessions.id, row.sessionId));
  }
  return {
    sessionId: row.sessionId,
    user: {
      id: row.id,
      email: row.email,
      role: row.role,
      emailVerified: row.emailVerified,
      memberId: row.memberId,
      displayName: row.displayName,
      suspension: suspensionOf(row, now),
      locale: row.locale,
    },
    renewedUntil,
  };
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Every session of the user but this one (a changed password signs out the other devices). */
export async function deleteOtherSessions(db: Db, userId: string, keepSessionId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}

/** Housekeeping: expired sessions are useless (purge.ts removes them now and then). Returns how many went. */
export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<number> {
  const deleted = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  return deleted.length;
}
