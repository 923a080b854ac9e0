// The HTTP layer (server/http): the limits' counters kept in the database.
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

// The limits' counters when they are kept in the database (server/http/limits: PostgreSQL without
// REDIS_URL), so that every server counts the same requests. Keys are SHA-256 digests of what is counted
// (an address, an e-mail, an account), of one size whatever a request sent. Migration 0014 makes these
// tables UNLOGGED: a hit writes no WAL and waits for no disk flush, and a database crash merely resets
// them. Rows past their time are deleted by deleteExpiredLimitCounters.
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetsAt: at('resets_at').notNull(),
});
