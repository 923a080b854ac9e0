// Mails a link confirming an address: the account's own (join, "send it again") or a new one (a change), in
// the language given.
import type { I18n } from '@lingui/core';
import type { Db } from '@server/db/database';
import { queueMail } from '@server/mail/outbox';
import { confirmAddressMail } from './mails';
import { createVerificationToken } from './verification-links';

export async function sendConfirmation(
  db: Db,
  i18n: I18n,
  publicUrl: string,
  account: { id: string; email: string },
  email = account.email,
): Promise<void> {
  await db.transaction(async (tx) => {
    const token = await createVerificationToken(tx, account.id, email);
    const change = email.toLowerCase() !== account.email.toLowerCase();
    await queueMail(tx, email, confirmAddressMail(i18n, publicUrl, token, { change }));
  });
}
