// The contact form's message: stored (contact_messages, the sender's to download or delete with their
// account) and mailed to the admin's mailbox (CONTACT_TO) through the queue, in one transaction, with
// Reply-To the sender so that answering is one click in the admin's mail client. That mailbox is the
// site's, set by its operator: no account says its language, so its mail is in English, the site's own;
// the sender's words are as they wrote them.
import type { I18n } from '@lingui/core';
import type { ContactBody } from '@shared/schemas/site-pages';
import { normaliseEmail } from '@shared/schemas/auth-limits';
import { SOURCE_LOCALE } from '@shared/locales';
import type { Db } from '@server/db/database';
import { contactMessages } from '@server/db/schema';
import { withValues } from '@server/lib/i18n/server-i18n';
import { mailI18n } from '@server/mail/mail-language';
import type { MailContent } from '@server/mail/message';
import { queueMail } from '@server/mail/outbox';

/** Header values carry no line breaks; the schema's rules bound the rest. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

export function contactMail(i18n: I18n, name: string, email: string, message: string): MailContent {
  const sender = oneLine(name);
  return {
    language: i18n,
    subject: i18n._(
      withValues(/*i18n*/ { id: 'site-pages.contact-mail.subject', message: 'Contact form: {sender}' }, { sender }),
    ),
    heading: i18n._(
      withValues(/*i18n*/ { id: 'site-pages.contact-mail.heading', message: 'A message from {sender}' }, { sender }),
    ),
    blocks: [
      {
        kind: 'lines',
        rows: [[i18n._(/*i18n*/ { id: 'site-pages.contact-mail.from', message: 'From' }), `${sender} <${email}>`]],
      },
      ...message.split(/\n{2,}/).map((text) => ({ kind: 'paragraph' as const, text })),
      {
        kind: 'paragraph',
        text: i18n._(
          /*i18n*/ {
            id: 'site-pages.contact-mail.reply',
            message: 'Sent from the Contact page of Griot. Reply to this mail to answer the sender.',
          },
        ),
      },
    ],
    headers: { 'Reply-To': email },
  };
}

export async function sendContactMessage(db: Db, to: string, body: ContactBody, userId: string | null): Promise<void> {
  const name = body.name.trim();
  const email = normaliseEmail(body.email);
  const message = body.message.trim();
  const i18n = await mailI18n(SOURCE_LOCALE);
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({ name, email, message, userId });
    await queueMail(tx, to, contactMail(i18n, name, email, message));
  });
}
