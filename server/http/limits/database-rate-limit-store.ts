// @fastify/rate-limit's store over the database (table rate_limit_counters), so that every server of one
// PostgreSQL counts the same requests: one statement per hit, an upsert that counts the hit or opens a new
// window when the last one ended, atomic under any number of requests at once.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { preparedOnce } from '@server/db/prepared-once';
import { selectRows } from '@server/db/select-rows';
import { rateLimitCounters, signInAddresses, signInFailures } from '@server/db/schema';
import { limitKeyDigest } from './limit-key-digest';

const now = sql.placeholder('now');
const windowEnded = sql`${rateLimitCounters.resetsAt} <= ${now}`;

const hitStatement = preparedOnce((db) =>
  db
    .insert(rateLimitCounters)
    .values({ key: sql.placeholder('key'), count: 1, resetsAt: sql.placeholder('resetsAt') })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${windowEnded} then 1 else ${rateLimitCounters.count} + 1 end`,
        resetsAt: sql`case when ${windowEnded} then excluded.resets_at else ${rateLimitCounters.resetsAt} end`,
      },
    })
    .returning({ count: rateLimitCounters.count, resetsAt: rateLimitCounters.resetsAt })
    .prepare('rate_limit_hit'),
);

/** Counts one hit of `key` in its window of `windowMs`: the hits so far in the window and the ms left of it. */
export async function hitLimitCounter(
  db: Db,
  key: string,
  windowMs: number,
  at = new Date(),
): Promise<{ current: number; ttl: number }> {
  const [row] = await hitStatement(db).execute({
    key: limitKeyDigest(key),
    now: at.toISOString(),
    // A Date: the column maps it (the bare `now` above is sent as written).
    resetsAt: new Date(at.getTime() + windowMs),
  });
  return { current: row!.count, ttl: Math.max(0, row!.resetsAt.getTime() - at.getTime()) };
}

/**
 * The store class for @fastify/rate-limit's `store` option. A failure is handed to `onError` and then to the
 * plugin, which lets the request through (its `skipOnError`, server/http/limits/limit-store.ts).
 */
export function databaseRateLimitStore(db: Db, onError: (error: unknown) => void): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number): void {
      hitLimitCounter(db, key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => {
          onError(error);
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    /** Every limiter shares the one table: keys name their limit (`login:ip:…`), so they never meet. */
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/**
 * Housekeeping: the limits' rows whose time is over (windows ended, failures forgotten, addresses no longer
 * remembered) count nothing any more. Returns how many rows went.
 */
export async function deleteExpiredLimitCounters(db: Db, at = new Date()): Promise<number> {
  const time = sql`${at.toISOString()}::timestamptz`;
  const [row] = await selectRows<{ deleted: number }>(
    db,
    sql`with counters as (delete from ${rateLimitCounters} where ${rateLimitCounters.resetsAt} <= ${time} returning 1),
      failures as (delete from ${signInFailures} where ${signInFailures.expiresAt} <= ${time} returning 1),
      addresses as (delete from ${signInAddresses} where ${signInAddresses.expiresAt} <= ${time} returning 1)
    select ((select count(*) from counters) + (select count(*) from failures) + (select count(*) from addresses))::int
      as deleted`,
  );
  return row!.deleted;
}
