// The mail layer (server/mail).
import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';

/** An inline picture of a stored message. */
export interface MailImage {
  cid: string;
  filename: string;
  base64: string;
}

// Every message the site sends, kept: the outbox when no SMTP server is set, and the record of what went.
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: id(),
    /** A message with a key is stored once (an order's receipt), however often its cause is seen. */
    key: text('key'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Pictures the HTML shows inline by `cid:` (a ticket's QR code): PNG, base64. */
    images: jsonb('images').$type<MailImage[]>().notNull().default([]),
    /** Extra headers: a notification's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** queued: waiting to be sent; held: no SMTP server set (the outbox); sent; failed: given up. */
    status: text('status').notNull().default('queued'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
  },
  (t) => [index('mail_messages_newest_idx').on(t.createdAt), uniqueIndex('mail_messages_key_idx').on(t.key)],
);
