// Suspending the author of reported words, and the members suspended now. The suspension itself is the
// members screen's (server/community/members/commands/suspend-account.ts): it ends every session at once,
// is recorded in the member's history and mailed to them.
import { and, desc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { reportTexts } from '@shared/reports';
import type { Suspension } from '@shared/schemas/reports';
import type { Db } from '@server/db/database';
import { communityUsers, users } from '@server/db/schema';
import { conflict } from '@server/errors';
import { cursorChecks, decodeCursor, toPage } from '@server/http/paging/cursor';
import { suspendAccount, type SuspensionOrder } from '../members/commands/suspend-account';

/**
 * Suspends the account behind a community profile, in the caller's transaction (the members screen's
 * suspension: recorded and mailed): a profile without an account (a sample member, a former member) and
 * an admin are refused (409) before anything is written.
 */
export async function suspendAuthor(
  tx: Db,
  authorId: string | null,
  order: Omit<SuspensionOrder, 'userId'>,
  now = new Date(),
): Promise<{ name: string; until: Date | null }> {
  const [author] = authorId
    ? await tx
        .select({ name: communityUsers.displayName, userId: communityUsers.userId })
        .from(communityUsers)
        .where(eq(communityUsers.id, authorId))
    : [];
  if (!author?.userId) throw conflict(reportTexts.sampleMember, 'NO_ACCOUNT');
  const { until } = await suspendAccount(tx, { ...order, userId: author.userId }, now);
  return { name: author.name, until };
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
