// Suspending a member, lifting it, and the members suspended now. A suspension ends every session of the
// member at once; sign-in and every write then answer 403 with why and until when (server/http/request-user.ts,
// server/auth/suspension.ts), until its end passes, when it lifts itself.
import { and, desc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { SUSPENSION_PERIODS, reportTexts, type SuspensionPeriod } from '@shared/reports';
import type { Suspension } from '@shared/schemas/reports';
import type { Db } from '@server/db/database';
import { communityUsers, sessions, users } from '@server/db/schema';
import { conflict, notFound } from '@server/errors';
import { cursorChecks, decodeCursor, toPage } from '@server/http/paging/cursor';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Suspends the account behind a community profile, in the caller's transaction: a profile without an
 * account (a sample member, a former member) and an admin are refused (409) before anything is written.
 */
export async function suspendAuthor(
  tx: Db,
  authorId: string | null,
  { period, reason }: { period: SuspensionPeriod; reason: string },
  now = new Date(),
): Promise<{ name: string; until: Date | null }> {
  const [author] = authorId
    ? await tx
        .select({ name: communityUsers.displayName, userId: users.id, role: users.role })
        .from(communityUsers)
        .leftJoin(users, eq(users.id, communityUsers.userId))
        .where(eq(communityUsers.id, authorId))
    : [];
  if (!author?.userId) throw conflict(reportTexts.sampleMember, 'NO_ACCOUNT');
  // Admins, the one acting included, are never suspended: they would lock each other out.
  if (author.role === 'admin') throw conflict(reportTexts.adminNotSuspendable, 'ADMIN_NOT_SUSPENDABLE');
  const days = SUSPENSION_PERIODS[period];
  const until = days === null ? null : new Date(now.getTime() + days * DAY_MS);
  await tx
    .update(users)
    .set({ suspendedAt: now, suspendedUntil: until, suspensionReason: reason.trim(), updatedAt: now })
    .where(eq(users.id, author.userId));
  // Every session ends now: the member's open tabs are signed out at their next request.
  await tx.delete(sessions).where(eq(sessions.userId, author.userId));
  return { name: author.name, until };
}

/** Lifts a suspension (none in force: nothing changes); 404 for an unknown account. */
export async function liftSuspension(db: Db, userId: string): Promise<void> {
  const lifted = await db
    .update(users)
    .set({ suspendedAt: null, suspendedUntil: null, suspensionReason: null })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (lifted.length === 0) throw notFound('Member not found.');
}

/** A suspension in force now: for good, or until a time still to come. */
const IN_FORCE = (now: Date) =>
  and(isNotNull(users.suspendedAt), or(isNull(users.suspendedUntil), gt(users.suspendedUntil, now)));

/** The members suspended now, the latest first (keyset pages on suspended_at, id). */
export async function listSuspensions(
  db: Db,
  { limit, cursor }: { limit: number; cursor?: string | undefined },
  now = new Date(),
): Promise<{ items: Suspension[]; nextCursor: string | null }> {
  const after = cursor ? decodeCursor(cursor, [cursorChecks.timestamp, cursorChecks.uuid]) : null;
  const rows = await db
    .select({
      userId: users.id,
      name: sql<string>`coalesce(${communityUsers.displayName}, ${users.email})`,
      email: users.email,
      suspendedAt: sql<Date>`${users.suspendedAt}`.mapWith(users.suspendedAt),
      suspendedUntil: users.suspendedUntil,
      reason: sql<string>`coalesce(${users.suspensionReason}, '')`,
    })
    .from(users)
    .leftJoin(communityUsers, eq(communityUsers.userId, users.id))
    .where(
      and(
        IN_FORCE(now),
        after ? sql`(${users.suspendedAt}, ${users.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(users.suspendedAt), desc(users.id))
    .limit(limit + 1);
  return toPage(
    rows,
    limit,
    (row) => [row.suspendedAt.toISOString(), row.userId],
    (row) => ({
      ...row,
      suspendedAt: row.suspendedAt.toISOString(),
      suspendedUntil: row.suspendedUntil?.toISOString() ?? null,
    }),
  );
}
