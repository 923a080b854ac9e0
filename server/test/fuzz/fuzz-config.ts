// Settings shared by the fuzz tests: the app's configuration under fuzzing, the number of runs and the
// seed (FUZZ_RUNS=300 for a longer soak; FUZZ_SEED=<n>, as a failure prints it, to replay a run).
import type { Config } from '@server/config';

/** Limits high enough that the fuzzers reach the handlers (the limits have their own tests); third parties
 * unreachable, so imports take their documented fallback; images in the local store. */
export const FUZZ_CONFIG: Partial<Config> = {
  authLimits: { attemptsPerIp: 1_000_000, attemptsPerEmail: 1_000_000 },
  communityLimits: { postsPerHour: 1_000_000, repliesPerHour: 1_000_000, editsPerHour: 1_000_000 },
  cloudinary: null,
  // Paystack unreachable: checkout keeps the order and sends the buyer to its page; a refund says 502.
  publicUrl: 'https://griot.test',
  paystack: { secretKey: 'sk_test_fuzz', baseUrl: 'http://127.0.0.1:9' },
  // An SMTP server is set, so "Send again" is allowed; no job runs here, so nothing is sent to it.
  mail: { smtpUrl: 'smtp://127.0.0.1:9', from: 'Griot <fuzz@griot.test>' },
  shopLimits: { checkoutsPerHour: 1_000_000, paymentChecksPerHour: 1_000_000, freeOrdersPerEmailPerHour: 1_000_000 },
  searchLimits: { perMinute: 1_000_000 },
  // The contact form can send (to the outbox: no job runs here).
  contactTo: 'desk@griot.test',
  imports: {
    musicBrainzUrl: 'http://127.0.0.1:9',
    musicBrainzContact: 'fuzz@example.com',
    newsApiUrl: 'http://127.0.0.1:9',
    newsApiKey: null,
    timeoutMs: 500,
    feedsAllowedPrivateAddresses: [],
  },
};

export const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 25);

/**
 * A valid artist import waits its turn for MusicBrainz (one call per 1.1 s per process, even when the
 * service is down): fewer runs keep the file fast; its hostile inputs are refused before the wait.
 */
export const RUNS_BY_OPERATION: Record<string, number> = {
  'POST /api/admin/imports/artists': Math.min(RUNS_PER_OPERATION, 12),
};

/** One seed per test file run; each property runs with `seed + its index`. Set FUZZ_SEED to replay a run. */
export const FUZZ_SEED =
  process.env.FUZZ_SEED === undefined ? Math.floor(Math.random() * 0x7fffffff) : Number(process.env.FUZZ_SEED);

/**
 * Checks one property with fast-check and, when it fails, says how to replay the whole sequence (the
 * properties share the database, so a replay runs them all again in order).
 */
export async function checkProperty(
  index: number,
  run: (parameters: { numRuns: number; seed: number }) => Promise<void>,
  numRuns: number,
): Promise<void> {
  try {
    await run({ numRuns, seed: FUZZ_SEED + index });
  } catch (error) {
    if (error instanceof Error)
      error.message = `Replay with FUZZ_SEED=${FUZZ_SEED} FUZZ_RUNS=${RUNS_PER_OPERATION}\n${error.message}`;
    throw error;
  }
}

/**
 * A failure in a few lines: how to replay it, fast-check's seed and path, and what the runner saw (the
 * counterexample itself can hold 100 KB of text).
 */
export function failureSummary(error: Error): string {
  const lines = error.message.split('\n').filter((line) => /^(Replay with|Property failed|\{ seed)/.test(line));
  const cause = error.cause instanceof Error ? error.cause.message : error.message.slice(0, 2000);
  return [...lines, cause].join('\n');
}

/** Generous: the properties run thousands of requests; the usual 30 s per test is for single requests. */
export const FUZZ_TIMEOUT_MS = 600_000;
