// The contact form's message: stored (contact_messages, the sender's to download or delete with their
// account) and mailed to the admin's mailbox (CONTACT_TO) through the queue, in one transaction, with
// Reply-To the sender so that answering is one click in the admin's mail client.
import type { ContactBody } from '@shared/schemas/site-pages';
import { normaliseEmail } from '@shared/schemas/auth-limits';
import type { Db } from '@server/db/database';
import { contactMessages } from '@server/db/schema';
import type { MailContent } from '@server/mail/message';
import { queueMail } from '@server/mail/outbox';

/** Header values carry no line breaks; the schema's rules bound the rest. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

export function contactMail(name: string, email: string, message: string): MailContent {
  return {
    subject: `Contact form: ${oneLine(name)}`,
    heading: `A message from ${oneLine(name)}`,
    blocks: [
      { kind: 'lines', rows: [['From', `${oneLine(name)} <${email}>`]] },
      ...message.split(/\n{2,}/).map((text) => ({ kind: 'paragraph' as const, text })),
      { kind: 'paragraph', text: 'Sent from the Contact page of Griot. Reply to this mail to answer the sender.' },
    ],
    headers: { 'Reply-To': email },
  };
}

export async function sendContactMessage(db: Db, to: string, body: ContactBody, userId: string | null): Promise<void> {
  const name = body.name.trim();
  const email = normaliseEmail(body.email);
  const message = body.message.trim();
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({ name, email, message, userId });
    await queueMail(tx, to, contactMail(name, email, message));
  });
}
