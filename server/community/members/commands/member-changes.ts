// Every change an admin makes to an account is written to its history (member_changes) and mailed to the
// member, in the transaction that makes it and in their language: the member hears of each change once,
// and only of changes that happened.
import type { I18n } from '@lingui/core';
import { eq } from 'drizzle-orm';
import type { Role } from '@shared/constants';
import type { Db } from '@server/db/database';
import { memberChanges, users } from '@server/db/schema';
import { mailI18n } from '@server/mail/mail-language';
import type { MailContent } from '@server/mail/message';
import { queueMail } from '@server/mail/outbox';

export interface MemberChangeRecord {
  userId: string;
  /** The admin who made it. */
  byUserId: string;
  kind: 'role' | 'suspended' | 'lifted';
  role?: Role;
  until?: Date | null;
  reason: string;
  at: Date;
}

export async function recordMemberChange(
  tx: Db,
  change: MemberChangeRecord,
  mail: (i18n: I18n) => MailContent,
): Promise<void> {
  await tx.insert(memberChanges).values({
    userId: change.userId,
    byUserId: change.byUserId,
    kind: change.kind,
    role: change.role ?? null,
    until: change.until ?? null,
    reason: change.reason,
    createdAt: change.at,
  });
  const [account] = await tx
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, change.userId));
  if (account) await queueMail(tx, account.email, mail(await mailI18n(account.locale)));
}
