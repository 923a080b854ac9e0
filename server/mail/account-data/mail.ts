// The mail Griot sent (or holds) for the member's addresses: to whom, what about, when and how it went.
// Not the bodies: they carry the links (a password reset's) that only the mailbox should hold.
import { asc } from 'drizzle-orm';
import { mailMessages } from '@server/db/schema';
import { sentTo } from './mail-log';
import type { DataSection } from '@server/db/account-data';

export const mail: DataSection = (db, { addresses }) =>
  db
    .select({
      to: mailMessages.to,
      subject: mailMessages.subject,
      status: mailMessages.status,
      createdAt: mailMessages.createdAt,
      sentAt: mailMessages.sentAt,
    })
    .from(mailMessages)
    .where(sentTo(addresses))
    .orderBy(asc(mailMessages.createdAt));
