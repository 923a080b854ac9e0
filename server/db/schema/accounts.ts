// Accounts: the member's account, its sessions, mailed links and sign-in counts, and its community
// profile (made with the account at join, its address kept in step with the account's).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ROLES } from '@shared/constants';
import { at, createdAt, id, updatedAt } from './columns';

export const userRole = pgEnum('user_role', ROLES);

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: userRole('role').notNull().default('member'),
    /** When the member opened the link mailed to this address; null until then (and after a change). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, precision: 3 }),
    /** Mail when someone replies to the member's post, or names them by @handle (on by default). */
    mailReplies: boolean('mail_replies').notNull().default(true),
    mailMentions: boolean('mail_mentions').notNull().default(true),
    /** The one-click unsubscribe links of notification mails carry it (it can only turn those mails off). */
    unsubscribeToken: text('unsubscribe_token'),
    /** Suspended by an admin (docs/product.md, reports): no sign-in and no writing while it lasts. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true, precision: 3 }),
    /** The end of a suspension; null with suspended_at set means for good. */
    suspendedUntil: timestamp('suspended_until', { withTimezone: true, precision: 3 }),
    suspensionReason: text('suspension_reason'),
    /** The language the member chose (shared/locales.ts), for the site and their mails; null means English. */
    locale: text('locale'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_unsubscribe_token_idx').on(t.unsubscribeToken),
  ],
);

/** What every link mailed to a member keeps: whose, its token's SHA-256, when it was made, ends and was used. */
const mailedLink = () => ({
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, precision: 3 }),
});

// A "forgot password" link: only its token's SHA-256 is kept, it works once and for 30 minutes
// (server/auth/password-reset).

export const passwordResets = pgTable('password_resets', mailedLink(), (t) => [
  uniqueIndex('password_resets_token_hash_idx').on(t.tokenHash),
  index('password_resets_user_idx').on(t.userId),
]);

// A link that confirms an address: the account's own (after join) or the one it moves to (a change of
// e-mail, which takes effect only when the new address confirms). One use, 24 hours, kept hashed.
export const emailVerifications = pgTable(
  'email_verifications',
  { ...mailedLink(), email: text('email').notNull() },
  (t) => [
    uniqueIndex('email_verifications_token_hash_idx').on(t.tokenHash),
    index('email_verifications_user_idx').on(t.userId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Only the SHA-256 of the cookie's token is stored: a leaked table opens no session.
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

// A member's community profile, made with their account at join (server/auth/commands/create-account.ts),
// which keeps its address in step with the account's; the community writes the rest.
export const communityUsers = pgTable(
  'community_users',
  {
    id: id(),
    // Seeded sample members have no account; a member's profile is linked to their account.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    displayName: text('display_name').notNull(),
    /** What @mentions name, unique in any case: letters, digits and underscores (shared/handles.ts). */
    handle: text('handle').notNull(),
    email: text('email').notNull(),
    bio: text('bio').notNull().default(''),
    discipline: text('discipline').notNull().default('Creative'),
    avatarUrl: text('avatar_url'),
    joinDate: timestamp('join_date', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    postCount: integer('post_count').notNull().default(0),
    reputation: integer('reputation').notNull().default(0),
    lastSeen: timestamp('last_seen', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    uniqueIndex('community_users_user_idx').on(t.userId),
    uniqueIndex('community_users_email_idx').on(sql`lower(${t.email})`),
    // text_pattern_ops: the editors' autocomplete reads handles by prefix (LIKE 'ad%') in any collation.
    uniqueIndex('community_users_handle_idx').using('btree', sql`lower(${t.handle}) text_pattern_ops`),
    index('community_users_last_seen_idx').on(t.lastSeen),
  ],
);

// Failed sign-ins per e-mail (or per e-mail and an address that signed in to it before), for the backoff
// of server/auth/sign-in-backoff. `refusals` counts the attempts refused during the current pause.
export const signInFailures = pgTable('sign_in_failures', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  pausedUntil: at('paused_until').notNull(),
  refusals: integer('refusals').notNull().default(0),
  expiresAt: at('expires_at').notNull(),
});

// The client addresses (digests, newest first) that last signed in to an e-mail's account: each keeps a
// failure count of its own, so that failures from elsewhere do not pause it.
export const signInAddresses = pgTable('sign_in_addresses', {
  email: text('email').primaryKey(),
  addresses: text('addresses').array().notNull(),
  expiresAt: at('expires_at').notNull(),
});
