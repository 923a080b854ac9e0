// Lifting a suspension before its end: the account's row is locked, the suspension cleared, and the
// change recorded and mailed to the member. None in force (never suspended, lifted already, or ended by
// itself): nothing is written, and the caller says so.
import { eq } from 'drizzle-orm';
import { memberAdminTexts } from '@shared/members';
import type { Db } from '@server/db/database';
import { users } from '@server/db/schema';
import { notFound } from '@server/errors';
import { suspensionOf } from '@server/http/request-user';
import { suspensionLiftedMail } from './account-change-mails';
import { recordMemberChange } from './member-changes';

/** True when a suspension in force was lifted. */
export async function liftSuspension(
  db: Db,
  { userId, byUserId, reason, publicUrl }: { userId: string; byUserId: string; reason: string; publicUrl: string },
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [account] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!account) throw notFound(memberAdminTexts.notFound);
    if (!suspensionOf(account, now)) return false;
    await tx
      .update(users)
      .set({ suspendedAt: null, suspendedUntil: null, suspensionReason: null, updatedAt: now })
      .where(eq(users.id, userId));
    const why = reason.trim();
    await recordMemberChange(tx, { userId, byUserId, kind: 'lifted', reason: why, at: now }, (i18n) =>
      suspensionLiftedMail(i18n, publicUrl, why),
    );
    return true;
  });
}
