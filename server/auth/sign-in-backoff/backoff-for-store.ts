// The sign-in backoff kept where the other limits are counted (server/http/limits/limit-store.ts).
import type { LimitStore } from '@server/http/limits/limit-store';
import { databaseSignInBackoff } from './database-backoff';
import { createSignInBackoff } from './memory-backoff';
import type { BackoffPolicy, SignInBackoff } from './policy';
import { redisSignInBackoff } from './redis-backoff';

export function signInBackoffFor(
  store: LimitStore,
  rules: Pick<BackoffPolicy, 'freeFailures'> & Partial<BackoffPolicy>,
): SignInBackoff {
  switch (store.kind) {
    case 'memory':
      return createSignInBackoff(rules);
    case 'database':
      return databaseSignInBackoff(store.db, rules);
    case 'redis':
      return redisSignInBackoff(store.redis, store.keyPrefix, rules);
  }
}
