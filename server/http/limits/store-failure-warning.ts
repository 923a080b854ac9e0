// A limit whose store fails (the database or Redis out of reach) lets its request through: the failure
// is logged, at most once a minute per store with how many failures there were since, so an outage under
// load is seen without a log line per request.
import type { FastifyBaseLogger } from 'fastify';

export const STORE_FAILURE_MESSAGE = 'the limits’ store failed: requests it cannot count are let through';
const EVERY_MS = 60_000;

export function storeFailureWarning(log: FastifyBaseLogger, store: string): (error: unknown) => void {
  let lastWarnedAt = -Infinity;
  let failuresSince = 0;
  return (error) => {
    failuresSince += 1;
    const now = Date.now();
    if (now - lastWarnedAt < EVERY_MS) return;
    log.warn({ err: error, store, failures: failuresSince }, STORE_FAILURE_MESSAGE);
    lastWarnedAt = now;
    failuresSince = 0;
  };
}
