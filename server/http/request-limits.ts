// Limits on how often one client address, or one e-mail address, may use a route that mails someone (the
// newsletter's sign-up, the contact form) or costs the database a query no one asked before (search), on
// @fastify/rate-limit's store like the sign-in limits. They
// run after the route's schema, so that each key counts only requests that would do something.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests, type ErrorText } from '@server/errors';
import { TOO_MANY_REQUESTS } from './http-messages';
import { clientKey } from './client-address';

interface Limit {
  max: number;
  windowMs: number;
  /** The key counted, or null to count by the client's address. */
  keyOf?: (request: FastifyRequest) => string;
}

/** A preHandler that refuses (429 with Retry-After and `message`) once any of the limits is spent. */
export function requestLimits(
  app: FastifyInstance,
  group: string,
  limits: Limit[],
  message: ErrorText = TOO_MANY_REQUESTS,
) {
  const limiters = limits.map(({ max, windowMs, keyOf }, index) =>
    app.createRateLimit({
      max,
      timeWindow: windowMs,
      keyGenerator: (request) => `${group}:${index}:${keyOf ? keyOf(request) : clientKey(request)}`,
    }),
  );
  return async (request: FastifyRequest, reply: { header: (name: string, value: number) => unknown }) => {
    for (const limiter of limiters) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw tooManyRequests(message);
      }
    }
  };
}
