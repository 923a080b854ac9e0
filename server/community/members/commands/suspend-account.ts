// Suspending an account, from the members screen or from a report of the member's words: the account's
// row is locked, its suspension set, every session ended, and the change recorded and mailed to the member,
// in the caller's transaction. Sign-in and every write then answer 403 with why and until when
// (server/http/request-user.ts, server/auth/lib/suspension.ts), until its end passes, when it lifts itself.
import { eq } from 'drizzle-orm';
import { memberAdminTexts } from '@shared/members';
import { SUSPENSION_PERIODS, reportTexts, type SuspensionPeriod } from '@shared/reports';
import type { Db } from '@server/db/database';
import { sessions, users } from '@server/db/schema';
import { conflict, notFound } from '@server/errors';
import { suspendedMail } from './account-change-mails';
import { recordMemberChange } from './member-changes';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SuspensionOrder {
  userId: string;
  /** The admin who suspends. */
  byUserId: string;
  period: SuspensionPeriod;
  reason: string;
  publicUrl: string;
}

export async function suspendAccount(
  tx: Db,
  order: SuspensionOrder,
  now = new Date(),
): Promise<{ until: Date | null }> {
  const [account] = await tx.select({ role: users.role }).from(users).where(eq(users.id, order.userId)).for('update');
  if (!account) throw notFound(memberAdminTexts.notFound);
  // Admins, the one acting included, are never suspended: they would lock each other out.
  if (account.role === 'admin') throw conflict(reportTexts.adminNotSuspendable, 'ADMIN_NOT_SUSPENDABLE');
  // A member account can be the actor's only if they were demoted a moment ago.
  if (order.userId === order.byUserId) throw conflict(memberAdminTexts.ownSuspension, 'OWN_ACCOUNT');
  const days = SUSPENSION_PERIODS[order.period];
  const until = days === null ? null : new Date(now.getTime() + days * DAY_MS);
  const reason = order.reason.trim();
  await tx
    .update(users)
    .set({ suspendedAt: now, suspendedUntil: until, suspensionReason: reason, updatedAt: now })
    .where(eq(users.id, order.userId));
  // Every session ends now: the member's open tabs are signed out at their next request.
  await tx.delete(sessions).where(eq(sessions.userId, order.userId));
  await recordMemberChange(
    tx,
    { userId: order.userId, byUserId: order.byUserId, kind: 'suspended', until, reason, at: now },
    (i18n) => suspendedMail(i18n, order.publicUrl, until, reason),
  );
  return { until };
}
