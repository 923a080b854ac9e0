// The limits counted outside the process (limit-store.ts): in the database, on both drivers (PGlite is
// made to use it here; by default it counts in memory), and in Redis when TEST_REDIS_URL is set. Search
// stands for every limit: each new word is a hit of the client address's count.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { rateLimitCounters, signInAddresses, signInFailures } from '@server/db/schema';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import type { DatabaseDriver } from '@server/db/database';
import { deleteRedisKeys, redisConfig, testRedisUrl, uniqueRedisPrefix } from '@server/test/redis';
import { deleteExpiredLimitCounters, hitLimitCounter } from './database-rate-limit-store';
import { STORE_FAILURE_MESSAGE } from './store-failure-warning';

const LIMIT = 4;
const redisPrefix = uniqueRedisPrefix();
afterAll(() => deleteRedisKeys(redisPrefix));

/** The app on `driver` with its limits counted in `kind`, and a search for words nobody asked before. */
function useLimitedApp(driver: DatabaseDriver, kind: 'database' | 'redis') {
  const logLines: string[] = [];
  const ctx = useTestApp(
    driver,
    { searchLimits: { perMinute: LIMIT }, ...(kind === 'redis' ? redisConfig(redisPrefix) : {}) },
    { limitStore: kind, logLines },
  );
  let words = 0;
  // A kept answer would not count: each search asks new words.
  const search = (address: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/search?q=word${(words += 1)}`, remoteAddress: address });
  afterEach(() => {
    vi.useRealTimers();
    logLines.length = 0;
  });
  return { ctx, logLines, search };
}

const stores = [
  ...testDrivers().map((driver) => ({ name: `the database on ${driver}`, driver, kind: 'database' as const })),
  ...(testRedisUrl ? [{ name: 'Redis', driver: 'pglite' as const, kind: 'redis' as const }] : []),
];

describe.each(stores)('limits counted in $name', ({ driver, kind }) => {
  const { search } = useLimitedApp(driver, kind);
  // Each test its own addresses: Redis keeps its counts from one test to the next.
  const address = (n: number) => `10.${kind === 'redis' ? 2 : 1}.${n}.1`;

  it('counts each client address, refusing past the limit with Retry-After', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await search(address(1))).statusCode).toBe(200);
    const refused = await search(address(1));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(55);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json<{ error: { code: string } }>().error.code).toBe('RATE_LIMITED');
    expect((await search(address(2))).statusCode).toBe(200);
  });

  it('lets exactly the limit through when requests arrive all at once', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => search(address(3))));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - LIMIT);
  });
});

// Redis times its windows itself; the database store by the server's clock, which a test can move.
describe.each(testDrivers())('limits counted in the database on %s, over time and failures', (driver) => {
  const { search, logLines, ctx } = useLimitedApp(driver, 'database');

  it('opens a new window when the last one ends, and Retry-After counts down the one that runs', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-05-01T10:00:00Z') });
    for (let i = 0; i < LIMIT; i++) expect((await search('10.3.0.1')).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 20_000);
    const refused = await search('10.3.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('40');
    vi.setSystemTime(Date.now() + 40_000);
    for (let i = 0; i < LIMIT; i++) expect((await search('10.3.0.1')).statusCode).toBe(200);
    expect((await search('10.3.0.1')).statusCode).toBe(429);
  });

  it('lets requests through, with one warning, when the database cannot count', async () => {
    await ctx.database.db.execute(sql`alter table rate_limit_counters rename to rate_limit_counters_gone`);
    for (let i = 0; i < LIMIT + 2; i++) expect((await search('10.3.0.2')).statusCode).toBe(200);
    const warnings = logLines.filter((line) => line.includes(STORE_FAILURE_MESSAGE));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0]!)).toMatchObject({ level: 40, store: 'database', failures: 1 });
  });
});

if (testRedisUrl) {
  describe('limits counted in Redis', () => {
    const { search, ctx } = useLimitedApp('pglite', 'redis');

    it('keeps what each limit counts as a digest: no address nor e-mail readable in a key', async () => {
      const { limitStore } = ctx.app;
      if (limitStore.kind !== 'redis') throw new Error('expected the Redis store');
      expect((await search('10.5.0.77')).statusCode).toBe(200);
      const join = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/join',
        remoteAddress: '10.5.0.78',
        payload: { email: 'someone.private@example.com', password: 'a long enough passphrase' },
      });
      expect(join.statusCode, join.body).toBe(201);
      const keys = await limitStore.redis.keys(`${redisPrefix}*`);
      expect(keys.length).toBeGreaterThanOrEqual(3);
      for (const key of keys) expect(key).not.toMatch(/10\.5\.0\.7|someone|example\.com/);
    });
  });

  describe('limits counted in Redis when Redis goes away', () => {
    const { search, logLines, ctx } = useLimitedApp('pglite', 'redis');

    it('lets requests through, sign-ins included, and warns', async () => {
      const { limitStore } = ctx.app;
      if (limitStore.kind !== 'redis') throw new Error('expected the Redis store');
      limitStore.redis.disconnect();
      for (let i = 0; i < LIMIT + 2; i++) expect((await search('10.4.0.1')).statusCode).toBe(200);
      const signIn = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'nobody@example.com', password: 'not the password' },
      });
      expect(signIn.statusCode).toBe(401);
      expect(logLines.filter((line) => line.includes(STORE_FAILURE_MESSAGE))).toHaveLength(1);
    });
  });
}

describe.each(testDrivers())('the database counters on %s', (driver) => {
  const ctx = useTestApp(driver);
  const t0 = new Date('2026-05-01T10:00:00Z');
  const after = (ms: number) => new Date(t0.getTime() + ms);

  it('counts hits in a window, says how long it has left, and starts again when it ends', async () => {
    const db = ctx.database.db;
    expect(await hitLimitCounter(db, 'login:ip:10.0.0.1', 60_000, t0)).toEqual({ current: 1, ttl: 60_000 });
    expect(await hitLimitCounter(db, 'login:ip:10.0.0.1', 60_000, after(1_500))).toEqual({ current: 2, ttl: 58_500 });
    expect(await hitLimitCounter(db, 'join:ip:10.0.0.1', 60_000, after(1_500))).toEqual({ current: 1, ttl: 60_000 });
    expect(await hitLimitCounter(db, 'login:ip:10.0.0.1', 60_000, after(60_000))).toEqual({
      current: 1,
      ttl: 60_000,
    });
  });

  it('counts hits at once one by one: each count is answered exactly once', async () => {
    const counts = await Promise.all(
      Array.from({ length: 40 }, async () => (await hitLimitCounter(ctx.database.db, 'burst', 60_000, t0)).current),
    );
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('keeps keys of any length, as digests of one size', async () => {
    const db = ctx.database.db;
    await hitLimitCounter(db, `login:email:${'x'.repeat(20_000)}@example.com`, 60_000, t0);
    const [row] = await db.select({ key: rateLimitCounters.key }).from(rateLimitCounters);
    expect(row!.key).toHaveLength(43);
  });

  it('deletes the rows whose time is over, and only those', async () => {
    const db = ctx.database.db;
    await hitLimitCounter(db, 'ended', 60_000, t0);
    await hitLimitCounter(db, 'running', 60_000, after(30_000));
    await db.insert(signInFailures).values([
      { key: 'forgotten', count: 3, pausedUntil: t0, expiresAt: after(15_000) },
      { key: 'remembered', count: 3, pausedUntil: t0, expiresAt: after(900_000) },
    ]);
    await db.insert(signInAddresses).values([
      { email: 'long-ago', addresses: ['a'], expiresAt: after(59_000) },
      { email: 'lately', addresses: ['b'], expiresAt: after(86_400_000) },
    ]);
    expect(await deleteExpiredLimitCounters(db, after(60_000))).toBe(3);
    expect(await db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).toHaveLength(1);
    expect(await db.select({ key: signInFailures.key }).from(signInFailures)).toEqual([{ key: 'remembered' }]);
    expect(await db.select({ email: signInAddresses.email }).from(signInAddresses)).toEqual([{ email: 'lately' }]);
    expect(await deleteExpiredLimitCounters(db, after(60_000))).toBe(0);
  });
});
