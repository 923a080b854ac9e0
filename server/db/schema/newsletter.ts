// The newsletter (server/newsletter).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { users } from './accounts';

// The newsletter's list, double opt-in: pending until the mailed link is opened, then confirmed; one row
// per address in any case, so subscribing twice changes nothing.
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: id(),
    email: text('email').notNull(),
    status: text('status').$type<'pending' | 'confirmed' | 'unsubscribed'>().notNull().default('pending'),
    /** SHA-256 of the secret in the confirmation link; null once confirmed. */
    confirmTokenHash: text('confirm_token_hash'),
    /** The one-click unsubscribe link of every newsletter mail carries it. */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    /** The language of the page the address last signed up from (shared/locales.ts), for its mails; null means English. */
    locale: text('locale'),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, precision: 3 }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_idx').on(sql`lower(${t.email})`),
    uniqueIndex('newsletter_subscribers_confirm_idx').on(t.confirmTokenHash),
    uniqueIndex('newsletter_subscribers_unsubscribe_idx').on(t.unsubscribeToken),
    index('newsletter_subscribers_newest_idx').on(t.createdAt, t.id),
    check('newsletter_subscribers_status', sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`),
  ],
);

// An issue of the newsletter, written in Markdown by an admin and sent once to the confirmed subscribers.
export const newsletterIssues = pgTable(
  'newsletter_issues',
  {
    id: id(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When sending began; an issue is read-only from then on. */
    sentAt: timestamp('sent_at', { withTimezone: true, precision: 3 }),
    recipientCount: integer('recipient_count').notNull().default(0),
  },
  (t) => [index('newsletter_issues_newest_idx').on(t.createdAt, t.id)],
);

// Which subscriber an issue was queued for: the fan-out inserts here first, so a retried or concurrent
// send mails each subscriber once.
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    issueId: uuid('issue_id')
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: 'cascade' }),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.issueId, t.subscriberId] })],
);
