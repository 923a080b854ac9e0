// Sign-in and join attempts are limited so that passwords cannot be guessed at speed:
//  - per client address, every attempt counts (one machine spraying many e-mails);
//  - per e-mail, joins count like that, and failed sign-ins back off (many machines aimed at one account):
//    after `attemptsPerEmail` failures the e-mail is paused for 1 minute, then 2, 4, 8, at most 15 after
//    each further failure. Attempts during a pause are refused unchecked (429 with Retry-After), so they
//    neither count nor reveal anything. Only failures count (an attempt counts as one until it
//    succeeds), a success clears them, and 15 quiet minutes after the last pause forget them. A pause cannot lock a member out for good: it ends by itself, and an address
//    that has signed in to the account before is paused only by its own failures, not by an attacker's.
// The hooks run before the route's schema (the body is read as sent), so an invalid attempt counts too.
// Counts live where every limit's do (server/http/limits/limit-store.ts), so servers behind one balancer share
// them; a store that fails lets the attempt through, with a warning in the log (SECURITY.md).
import type { MessageDescriptor } from '@lingui/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inEnglish, withValues } from '@server/lib/i18n/server-i18n';
import { normaliseEmail } from '@shared/schemas/auth-limits';
import { tooManyRequests } from '@server/errors';
import { clientKey } from '@server/http/client-address';
import { signInBackoffFor } from '../sign-in-backoff/backoff-for-store';

const WINDOW_MS = 15 * 60 * 1000;
export const TOO_MANY_ATTEMPTS_TEXT = /*i18n*/ {
  id: 'auth.error.too-many-attempts',
  message: 'Too many attempts. Please wait a few minutes and try again.',
};
/** Its English, as answered to a request in English. */
export const TOO_MANY_ATTEMPTS = inEnglish(TOO_MANY_ATTEMPTS_TEXT);

export function signInPaused(retryAfterSeconds: number): MessageDescriptor {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return withValues(
    /*i18n*/ {
      id: 'auth.error.sign-in-paused',
      message:
        '{minutes, plural, one {Too many failed sign-ins for this e-mail. Please wait {minutes} minute and try again.} other {Too many failed sign-ins for this e-mail. Please wait {minutes} minutes and try again.}}',
    },
    { minutes },
  );
}

/** The pause's refusal in English. */
export const signInPausedMessage = (retryAfterSeconds: number): string => inEnglish(signInPaused(retryAfterSeconds));

const emailOf = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return normaliseEmail(typeof email === 'string' ? email : '');
};

/** Per address, and (for joins and resets) per e-mail: every attempt counts, so many in 15 minutes. */
export function attemptLimiter(
  app: FastifyInstance,
  group: string,
  { perEmail = true, maxPerEmail }: { perEmail?: boolean; maxPerEmail?: number } = {},
) {
  const { attemptsPerIp, attemptsPerEmail } = app.config.authLimits;
  const limiters = [
    app.createRateLimit({
      max: attemptsPerIp,
      timeWindow: WINDOW_MS,
      keyGenerator: (req) => `${group}:ip:${clientKey(req)}`,
    }),
  ];
  if (perEmail) {
    limiters.push(
      app.createRateLimit({
        max: maxPerEmail ?? attemptsPerEmail,
        timeWindow: WINDOW_MS,
        keyGenerator: (req) => `${group}:email:${emailOf(req)}`,
      }),
    );
  }
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    for (const limiter of limiters) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw tooManyRequests(TOO_MANY_ATTEMPTS_TEXT);
      }
    }
  };
}

/**
 * The sign-in route's limits: per address (every attempt) and the per-e-mail backoff. Each attempt counts
 * as a failure from the moment it passes, until the route calls `succeeded`.
 */
export function signInLimits(app: FastifyInstance) {
  const perAddress = attemptLimiter(app, 'login', { perEmail: false });
  const backoff = signInBackoffFor(app.limitStore, { freeFailures: app.config.authLimits.attemptsPerEmail });
  // A store that fails lets the attempt through, like every limit: a sign-in never answers 500 for it.
  const orWhenStoreFails = async <T>(work: () => T | Promise<T>, fallback: T): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      app.limitStore.warnFailure(error);
      return fallback;
    }
  };
  return {
    preValidation: async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      await perAddress(request, reply);
      const wait = await orWhenStoreFails(() => backoff.attempt(emailOf(request), clientKey(request)), 0);
      if (wait > 0) {
        reply.header('retry-after', wait);
        throw tooManyRequests(signInPaused(wait));
      }
    },
    succeeded: (request: FastifyRequest): Promise<void> =>
      orWhenStoreFails(() => backoff.succeeded(emailOf(request), clientKey(request)), undefined),
  };
}
