// The sign-in backoff in this process's memory: the one server of an embedded database. At most
// `maxTracked` e-mails (and e-mail/address pairs) are remembered; the oldest are dropped beyond it.
import {
  DEFAULT_POLICY,
  KNOWN_ADDRESSES_PER_EMAIL,
  pauseAfter,
  type BackoffPolicy,
  type SignInBackoff,
} from './policy';

export interface MemoryBackoffOptions extends Partial<BackoffPolicy> {
  freeFailures: number;
  maxTracked?: number;
  now?: () => number;
}

/** Synchronous: nothing to wait for in memory. */
export interface MemoryBackoff extends SignInBackoff {
  attempt(email: string, address: string): number;
  succeeded(email: string, address: string): void;
  /** Seconds until this e-mail may be tried again from this address; 0 when it may now. */
  retryAfterSeconds(email: string, address: string): number;
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

export function createSignInBackoff({
  maxTracked = 100_000,
  now = () => Date.now(),
  ...rules
}: MemoryBackoffOptions): MemoryBackoff {
  const policy: BackoffPolicy = { ...DEFAULT_POLICY, ...rules };
  const failures = boundedMap<Failures>(maxTracked);
  const knownAddresses = boundedMap<string[]>(maxTracked);

  // An address that signed in to this account before keeps a count of its own.
  const keyOf = (email: string, address: string) =>
    knownAddresses.get(email)?.includes(address) ? `${email}\n${address}` : email;

  const current = (key: string): Failures | null => {
    const entry = failures.get(key);
    if (entry && now() - entry.pausedUntil >= policy.forgetAfterMs) {
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
    retryAfterSeconds: (email, address) => retryAfter(keyOf(email, address)),
    attempt(email, address) {
      const key = keyOf(email, address);
      const wait = retryAfter(key);
      if (wait > 0) return wait;
      const count = (current(key)?.count ?? 0) + 1;
      failures.set(key, { count, pausedUntil: now() + pauseAfter(count, policy) });
      return 0;
    },
    succeeded(email, address) {
      failures.delete(email);
      failures.delete(`${email}\n${address}`);
      const known = (knownAddresses.get(email) ?? []).filter((a) => a !== address);
      knownAddresses.set(email, [address, ...known].slice(0, KNOWN_ADDRESSES_PER_EMAIL));
    },
  };
}
