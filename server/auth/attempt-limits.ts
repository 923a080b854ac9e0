// Sign-in and join attempts are limited per client address and per e-mail address, so that neither a
// single machine nor a botnet aimed at one account can guess passwords at speed.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normaliseEmail } from '@shared/validation/account';
import { tooManyRequests } from '../errors';

const WINDOW_MS = 15 * 60 * 1000;
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

export function attemptLimiter(app: FastifyInstance, group: string) {
  const { attemptsPerIp, attemptsPerEmail } = app.config.authLimits;
  const perIp = app.createRateLimit({ max: attemptsPerIp, timeWindow: WINDOW_MS, keyGenerator: (req) => `${group}:ip:${req.ip}` });
  const perEmail = app.createRateLimit({
    max: attemptsPerEmail,
    timeWindow: WINDOW_MS,
    keyGenerator: (req) => `${group}:email:${normaliseEmail(String((req.body as { email?: unknown })?.email ?? ''))}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    for (const limiter of [perIp, perEmail]) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw tooManyRequests(TOO_MANY_ATTEMPTS);
      }
    }
  };
}
