// The sign-in backoff's rules, one for every store (attempt-limits.ts tells the story): after
// `freeFailures` failures an e-mail is paused for `firstPauseMs`, doubled after each further failure up to
// `maxPauseMs`; failures are forgotten `forgetAfterMs` after the last pause ended without another.
const MINUTE_MS = 60 * 1000;
export const BACKOFF_WINDOW_MS = 15 * MINUTE_MS;

export interface BackoffPolicy {
  /** Failures allowed before the first pause. */
  freeFailures: number;
  firstPauseMs: number;
  maxPauseMs: number;
  /** Failures are forgotten this long after the last one (or its pause) ended without another. */
  forgetAfterMs: number;
}

export const DEFAULT_POLICY: Omit<BackoffPolicy, 'freeFailures'> = {
  firstPauseMs: MINUTE_MS,
  maxPauseMs: BACKOFF_WINDOW_MS,
  forgetAfterMs: BACKOFF_WINDOW_MS,
};

/** Client addresses remembered per e-mail as having signed in to it, the newest first. */
export const KNOWN_ADDRESSES_PER_EMAIL = 5;
/** How long an address is remembered after the account's last sign-in (a session's lifetime). */
export const KNOWN_ADDRESS_LIFETIME_MS = 30 * 24 * 60 * MINUTE_MS;

/** The pause that the `count`th failure in a row starts (0 while failures are still free). */
export function pauseAfter(count: number, { freeFailures, firstPauseMs, maxPauseMs }: BackoffPolicy): number {
  return count < freeFailures ? 0 : Math.min(firstPauseMs * 2 ** (count - freeFailures), maxPauseMs);
}

/** A value now (the memory store) or later (the database and Redis stores). */
type Awaitable<T> = T | Promise<T>;

/** Where the backoff's counts live: this process's memory, the database or Redis (server/http/limits). */
export interface SignInBackoff {
  /**
   * An attempt about to check a password: refused (the seconds to wait) during a pause, and otherwise
   * counted as a failure at once (0), until `succeeded` clears it. Counting before the check, in one atomic
   * step, means that attempts sent all at once cannot slip past the count while the first ones are checked.
   */
  attempt(email: string, address: string): Awaitable<number>;
  /** Clears the e-mail's failures and remembers the address as one that signed in to it. */
  succeeded(email: string, address: string): Awaitable<void>;
}
