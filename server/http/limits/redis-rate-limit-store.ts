// @fastify/rate-limit's Redis store, with what each limit counts (a client address, an e-mail) stored as its
// SHA-256 (limit-key-digest.ts), as the database store does: no address readable in a Redis key. The
// digest is taken here, below every limiter, so no key generator can forget it.
import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { limitKeyDigest } from './limit-key-digest';

type StoreWithRead = FastifyRateLimitStore & { read?: FastifyRateLimitStore['incr'] };
type RedisStoreCtor = new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: Redis,
  key: string,
) => StoreWithRead;

// The plugin keeps its Redis store in a file of its own, without types.
const RedisStore = createRequire(import.meta.url)('@fastify/rate-limit/store/RedisStore.js') as RedisStoreCtor;

function digestingKeys(store: StoreWithRead): StoreWithRead {
  const { read } = store;
  return {
    incr: (key, callback, timeWindow, max) => store.incr(limitKeyDigest(key), callback, timeWindow, max),
    ...(read
      ? { read: (key, callback, timeWindow, max) => read.call(store, limitKeyDigest(key), callback, timeWindow, max) }
      : {}),
    child: (routeOptions) => digestingKeys(store.child(routeOptions)),
  };
}

/** The store class for @fastify/rate-limit's `store` option: counts in Redis under `nameSpace`. */
export function redisRateLimitStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  return class DigestedKeysRedisStore implements FastifyRateLimitStore {
    private readonly store: StoreWithRead;

    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      this.store = digestingKeys(
        new RedisStore(options.continueExceeding, options.exponentialBackoff, redis, nameSpace),
      );
    }

    incr(...args: Parameters<FastifyRateLimitStore['incr']>): void {
      this.store.incr(...args);
    }

    read(...args: Parameters<FastifyRateLimitStore['incr']>): void {
      this.store.read!(...args);
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return this.store.child(routeOptions);
    }
  };
}
