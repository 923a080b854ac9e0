// The site's pages and the contact form (server/site-pages).
import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { users } from './accounts';

// The pages behind the footer (about, contact, privacy, terms) as the admin edited them, in Markdown; a
// page with no row shows its default text.
export const sitePages = pgTable('site_pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  updatedAt: updatedAt(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

// What the contact form sent, kept so that a sender can download or delete it with their account.
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_email_idx').on(sql`lower(${t.email})`),
    index('contact_messages_newest_idx').on(t.createdAt),
  ],
);
