// What a new password ends, whether the member changed it or reset it from a mailed link: a new password
// is how an account is taken back, so whatever was started with the old one stops with it. A pending move
// to another address (a thief's way to keep the account), every unused reset link, and the sessions of
// other devices go, in the transaction that sets the password; the account's address is told by mail, in
// the member's language (else the page's that set it).
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { emailVerifications, passwordResets, users } from '@server/db/schema';
import { mailI18n } from '@server/mail/mail-language';
import { queueMail } from '@server/mail/outbox';
import { deleteOtherSessions, deleteUserSessions } from '../sessions/repository';
import { passwordChangedMail } from './password-changed-mail';

export async function endWhatThePasswordStarted(
  tx: Db,
  userId: string,
  { keepSession, now = new Date(), locale }: { keepSession: string | null; now?: Date; locale?: string },
): Promise<void> {
  const [account] = await tx
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  if (!account) return;
  // A link confirming the account's own address stays: it moves nothing.
  await tx
    .delete(emailVerifications)
    .where(
      and(
        eq(emailVerifications.userId, userId),
        isNull(emailVerifications.usedAt),
        ne(sql`lower(${emailVerifications.email})`, account.email.toLowerCase()),
      ),
    );
  await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  if (keepSession) await deleteOtherSessions(tx, userId, keepSession);
  else await deleteUserSessions(tx, userId);
  await queueMail(tx, account.email, passwordChangedMail(await mailI18n(account.locale, locale)));
}
