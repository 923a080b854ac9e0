// What one benchmark run does, from the environment: the database it seeds, how many rows, how long
// each endpoint is driven, and whether the client is measured too.

export interface BenchOptions {
  /** postgres://… of a server on which the bench may create its own database; null runs on PGlite. */
  postgresUrl: string | null;
  /** Multiplies every row count; PGlite gets a tenth of it on top. */
  scale: number;
  /** Seconds each endpoint is driven (after its warm-up). */
  durationSeconds: number;
  warmupSeconds: number;
  connections: number;
  /** Lighthouse takes a few minutes; BENCH_LIGHTHOUSE=false skips it while developing. */
  lighthouse: boolean;
  /** Lighthouse runs per page (the median run is kept). */
  lighthouseRuns: number;
  /** BENCH_ONLY=products,home drives only the endpoints whose key starts with one of these. */
  only: string[] | null;
}

/** The data set of docs/performance.md on PostgreSQL; PGlite gets a tenth of every count. */
export const FULL_COUNTS = {
  products: 5_000,
  events: 2_000,
  artists: 5_000,
  stories: 5_000,
  members: 50_000,
  /** Visitors' carts of one to three lines, as a shop that sells has: the cart's queries are planned on them. */
  carts: 20_000,
  forumPosts: 1_000_000,
  postReplies: 1_000_000,
  /** Accounts following the hot post: each reply to it notifies every one of them and queues their mail. */
  hotPostFollowers: 1_000,
} as const;

export type RowCounts = { -readonly [K in keyof typeof FULL_COUNTS]: number };

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number (got "${text}")`);
  return value;
}

export function readBenchOptions(env: NodeJS.ProcessEnv = process.env): BenchOptions {
  const durationSeconds = positiveNumber(env, 'BENCH_DURATION', 15);
  return {
    postgresUrl: env.BENCH_DATABASE_URL?.trim() || env.TEST_DATABASE_URL?.trim() || null,
    scale: positiveNumber(env, 'BENCH_SCALE', 1),
    durationSeconds,
    // Long enough for the JIT and the database's caches, short next to the measurement.
    warmupSeconds: Math.min(3, Math.max(1, Math.round(durationSeconds / 5))),
    connections: Math.round(positiveNumber(env, 'BENCH_CONNECTIONS', 50)),
    lighthouse: !['false', '0', 'no'].includes(env.BENCH_LIGHTHOUSE?.trim().toLowerCase() ?? ''),
    lighthouseRuns: Math.round(positiveNumber(env, 'BENCH_LIGHTHOUSE_RUNS', 5)),
    only: env.BENCH_ONLY?.trim()
      ? env.BENCH_ONLY.split(',')
          .map((key) => key.trim())
          .filter(Boolean)
      : null,
  };
}

export function rowCounts(options: BenchOptions): RowCounts {
  const factor = options.scale * (options.postgresUrl ? 1 : 0.1);
  const counts = {} as RowCounts;
  for (const [key, full] of Object.entries(FULL_COUNTS) as Array<[keyof RowCounts, number]>) {
    counts[key] = Math.max(key === 'members' ? 10 : 1, Math.round(full * factor));
  }
  return counts;
}
