// Where every limit is counted (SECURITY.md, "Where limits are counted"): @fastify/rate-limit's limiters
// and the sign-in backoff alike.
//  - Redis, when REDIS_URL is set: @fastify/rate-limit's own Redis store, shared by every server using it,
//    with each key stored as its SHA-256 (redis-rate-limit-store.ts).
//  - The database, on PostgreSQL: every server of one database counts the same requests.
//  - This process's memory, on the embedded database: one process owns that database, so its memory is the
//    whole truth, and a hit costs nothing (counting in PGlite would queue each hit behind every query).
// A store that fails lets the request through, with a warning in the log (store-failure-warning.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { Config } from '@server/config';
import type { Database, Db } from '@server/db/database';
import { databaseRateLimitStore } from './database-rate-limit-store';
import { connectRedis } from './redis-connection';
import { redisRateLimitStore } from './redis-rate-limit-store';
import { storeFailureWarning } from './store-failure-warning';

export type LimitStoreKind = 'memory' | 'database' | 'redis';

export type LimitStore = (
  | { kind: 'memory' }
  | { kind: 'database'; db: Db }
  /** Every key starts with `keyPrefix` (REDIS_KEY_PREFIX). */
  | { kind: 'redis'; redis: Redis; keyPrefix: string }
) & {
  /** Logs a failure to count (throttled); the request it counted goes on. */
  warnFailure: (error: unknown) => void;
  close(): Promise<void>;
};

export function defaultLimitStoreKind(config: Config, database: Database): LimitStoreKind {
  if (config.redis) return 'redis';
  return database.driver === 'postgres' ? 'database' : 'memory';
}

export async function openLimitStore(
  kind: LimitStoreKind,
  { config, database, log }: { config: Config; database: Database; log: FastifyBaseLogger },
): Promise<LimitStore> {
  const warnFailure = storeFailureWarning(log, kind);
  if (kind === 'memory') return { kind, warnFailure, close: async () => {} };
  if (kind === 'database') return { kind, db: database.db, warnFailure, close: async () => {} };
  if (!config.redis) throw new Error('The Redis limit store needs REDIS_URL');
  const redis = await connectRedis(config.redis.url, warnFailure);
  return {
    kind,
    redis,
    keyPrefix: config.redis.keyPrefix,
    warnFailure,
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/**
 * @fastify/rate-limit's options for the store: its own in memory and in Redis, ours in the database. A store
 * that fails lets the request through (`skipOnError`): a limit guards against abuse, and a site whose every
 * sign-in, search and checkout answered 500 while Redis or a connection was down would be worse.
 */
export function rateLimitStoreOptions(store: LimitStore): Partial<RateLimitPluginOptions> {
  switch (store.kind) {
    case 'memory':
      return {};
    case 'database':
      return { skipOnError: true, store: databaseRateLimitStore(store.db, store.warnFailure) };
    case 'redis':
      return { skipOnError: true, store: redisRateLimitStore(store.redis, `${store.keyPrefix}limits:`) };
  }
}
