// The job runner (server/jobs).
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';

// The one job runner (server/jobs): mail, payment checks, expiry. Several servers take from it with
// FOR UPDATE SKIP LOCKED, so a job runs on one of them; a failed run is tried again later.
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** A job with a key is enqueued once while it waits (an order's expiry, its receipt). */
    key: text('key'),
    runAt: at('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
    doneAt: at('done_at'),
    failedAt: at('failed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('jobs_key_idx').on(t.key),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
  ],
);
