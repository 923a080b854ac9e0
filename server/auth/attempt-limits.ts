// Sign-in and join attempts are limited so that passwords cannot be guessed at speed:
//  - per client address, every attempt counts (one machine spraying many e-mails);
//  - per e-mail, joins count like that, and failed sign-ins back off (many machines aimed at one account):
//    after `attemptsPerEmail` failures the e-mail is paused for 1 minute, then 2, 4, 8, at most 15 after
//    each further failure. Attempts during a pause are refused unchecked (429 with Retry-After), so they
//    neither count nor reveal anything. Only failures count (an attempt counts as one until it
//    succeeds), a success clears them, and 15 quiet minutes after the last pause forget them. A pause cannot lock a member out for good: it ends by itself, and an address
//    that has signed in to the account before is paused only by its own failures, not by an attacker's.
// The hooks run before the route's schema (the body is read as sent), so an invalid attempt counts too.
// Counts live in this process's memory, like @fastify/rate-limit's store (see SECURITY.md).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normaliseEmail } from '@shared/schemas/auth-limits';
import { tooManyRequests } from '@server/errors';
import { clientKey } from '@server/http/client-address';

const WINDOW_MS = 15 * 60 * 1000;
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

export function signInPausedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-ins for this e-mail. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}

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
        throw tooManyRequests(TOO_MANY_ATTEMPTS);
      }
    }
  };
}

export interface BackoffOptions {
  /** Failures allowed before the first pause. */
  freeFailures: number;
  firstPauseMs?: number;
  maxPauseMs?: number;
  /** Failures are forgotten this long after the last one (or its pause) ended without another. */
  forgetAfterMs?: number;
  /** Most e-mails (and e-mail/address pairs) remembered; the oldest are dropped beyond it. */
  maxTracked?: number;
  now?: () => number;
}

interface Failures {
  count: number;
  /** When the last failure's pause ends (the failure's own time when it caused none). */
  pausedUntil: number;
}

/** Remembers at most `max` keys; touching a key makes it the newest. */
function boundedMap<V>(max: number) {
  const map = new Map<string, V>();
  return {
    get: (key: string) => map.get(key),
    delete: (key: string) => map.delete(key),
    set(key: string, value: V) {
      map.delete(key);
      map.set(key, value);
      if (map.size > max) map.delete(map.keys().next().value!);
    },
  };
}

const KNOWN_ADDRESSES_PER_EMAIL = 5;

export function createSignInBackoff({
  freeFailures,
  firstPauseMs = 60 * 1000,
  maxPauseMs = WINDOW_MS,
  forgetAfterMs = WINDOW_MS,
  maxTracked = 100_000,
  now = () => Date.now(),
}: BackoffOptions) {
  const failures = boundedMap<Failures>(maxTracked);
  const knownAddresses = boundedMap<string[]>(maxTracked);

  // An address that signed in to this account before keeps a count of its own.
  const keyOf = (email: string, address: string) =>
    knownAddresses.get(email)?.includes(address) ? `${email}\n${address}` : email;

  const current = (key: string): Failures | null => {
    const entry = failures.get(key);
    if (entry && now() - entry.pausedUntil >= forgetAfterMs) {
      failures.delete(key);
      return null;
    }
    return entry ?? null;
  };

  const retryAfter = (key: string): number => {
    const entry = current(key);
    return entry && entry.pausedUntil > now() ? Math.ceil((entry.pausedUntil - now()) / 1000) : 0;
  };

  return {
    /** Seconds until this e-mail may be tried again from this address; 0 when it may now. */
    retryAfterSeconds: (email: string, address: string): number => retryAfter(keyOf(email, address)),
    /**
     * An attempt about to check a password: refused (the seconds to wait) during a pause, and otherwise
     * counted as a failure at once (0), until `succeeded` clears it. Counting before the check means that
     * attempts sent all at once cannot slip past the count while the first ones are still being checked.
     */
    attempt(email: string, address: string): number {
      const key = keyOf(email, address);
      const wait = retryAfter(key);
      if (wait > 0) return wait;
      const count = (current(key)?.count ?? 0) + 1;
      const at = now();
      const pause = count < freeFailures ? 0 : Math.min(firstPauseMs * 2 ** (count - freeFailures), maxPauseMs);
      failures.set(key, { count, pausedUntil: at + pause });
      return 0;
    },
    succeeded(email: string, address: string): void {
      failures.delete(email);
      failures.delete(`${email}\n${address}`);
      const known = (knownAddresses.get(email) ?? []).filter((a) => a !== address);
      knownAddresses.set(email, [address, ...known].slice(0, KNOWN_ADDRESSES_PER_EMAIL));
    },
  };
}

/**
 * The sign-in route's limits: per address (every attempt) and the per-e-mail backoff. Each attempt counts
 * as a failure from the moment it passes, until the route calls `succeeded`.
 */
export function signInLimits(app: FastifyInstance) {
  const perAddress = attemptLimiter(app, 'login', { perEmail: false });
  const backoff = createSignInBackoff({ freeFailures: app.config.authLimits.attemptsPerEmail });
  return {
    preValidation: async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      await perAddress(request, reply);
      const wait = backoff.attempt(emailOf(request), clientKey(request));
      if (wait > 0) {
        reply.header('retry-after', wait);
        throw tooManyRequests(signInPausedMessage(wait));
      }
    },
    succeeded: (request: FastifyRequest) => backoff.succeeded(emailOf(request), clientKey(request)),
  };
}
