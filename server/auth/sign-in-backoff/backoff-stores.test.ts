// Every store of the sign-in backoff keeps the same rules (policy.ts): in memory, in the database on both
// drivers, and in Redis when TEST_REDIS_URL is set. Each runs on a clock of its own.
import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDrivers, type TestDatabase } from '@server/test/database';
import { deleteRedisKeys, testRedisUrl, uniqueRedisPrefix } from '@server/test/redis';
import { databaseSignInBackoff } from './database-backoff';
import { createSignInBackoff } from './memory-backoff';
import type { BackoffPolicy, SignInBackoff } from './policy';
import { redisSignInBackoff } from './redis-backoff';

const MINUTE = 60 * 1000;
type Rules = Pick<BackoffPolicy, 'freeFailures'>;
type Make = (rules: Rules, now: () => number) => SignInBackoff;

/** Each store: how to make one, set up before each test and torn down after it. */
interface StoreCase {
  name: string;
  setUp(): Promise<Make>;
  tearDown(): Promise<void>;
}

function databaseCase(driver: 'pglite' | 'postgres'): StoreCase {
  let database: TestDatabase | null = null;
  return {
    name: `the database on ${driver}`,
    setUp: async () => {
      database = await openTestDatabase(driver);
      const { db } = database.database;
      return (rules, now) => databaseSignInBackoff(db, rules, now);
    },
    tearDown: async () => database?.dispose(),
  };
}

function redisCase(url: string): StoreCase {
  const prefix = uniqueRedisPrefix();
  let redis: Redis | null = null;
  let tests = 0;
  return {
    name: 'Redis',
    setUp: async () => {
      redis = new Redis(url);
      const testPrefix = `${prefix}${(tests += 1)}:`;
      return (rules, now) => redisSignInBackoff(redis!, testPrefix, rules, now);
    },
    tearDown: async () => {
      redis?.disconnect();
      await deleteRedisKeys(prefix);
    },
  };
}

const cases: StoreCase[] = [
  {
    name: 'memory',
    setUp: async () => (rules, now) => createSignInBackoff({ ...rules, now }),
    tearDown: async () => {},
  },
  ...testDrivers().map(databaseCase),
  ...(testRedisUrl ? [redisCase(testRedisUrl)] : []),
];

describe.each(cases)('the sign-in backoff in $name', (store) => {
  let make: Make;
  let time = Date.parse('2026-05-01T10:00:00Z');
  const now = () => time;
  beforeEach(async () => {
    make = await store.setUp();
  });
  afterEach(() => store.tearDown());

  it('pauses after the free failures, doubling to the cap, and refuses unchanged during a pause', async () => {
    const backoff = make({ freeFailures: 3 }, now);
    const waits: number[] = [];
    for (let i = 0; i < 9; i++) {
      expect(await backoff.attempt('a@example.com', '10.0.0.1')).toBe(0);
      const wait = await backoff.attempt('a@example.com', '10.0.0.2');
      // A refusal changes nothing: the same wait again.
      if (wait > 0) expect(await backoff.attempt('a@example.com', '10.0.0.3')).toBe(wait);
      waits.push(wait);
      time += wait * 1000;
    }
    expect(waits).toEqual([0, 60, 120, 240, 480, 900, 900, 900, 900]);
    expect(await backoff.attempt('b@example.com', '10.0.0.1')).toBe(0);
  });

  it('clears the failures on a success, and gives an address that signed in a count of its own', async () => {
    const backoff = make({ freeFailures: 2 }, now);
    await backoff.attempt('m@example.com', '192.0.2.1');
    await backoff.succeeded('m@example.com', '192.0.2.1');
    for (let i = 0; i < 2; i++) expect(await backoff.attempt('m@example.com', `10.0.1.${i}`)).toBe(0);
    expect(await backoff.attempt('m@example.com', '10.0.1.9')).toBe(60);
    // The member's address is not paused by the others' failures, and counts its own.
    expect(await backoff.attempt('m@example.com', '192.0.2.1')).toBe(0);
    expect(await backoff.attempt('m@example.com', '192.0.2.1')).toBe(0);
    expect(await backoff.attempt('m@example.com', '192.0.2.1')).toBe(60);
  });

  it('remembers the five addresses that signed in last', async () => {
    const backoff = make({ freeFailures: 1 }, now);
    for (let i = 1; i <= 6; i++) await backoff.succeeded('k@example.com', `192.0.2.${i}`);
    // The first failure pauses a count: the oldest address shares the e-mail's, the newer five have theirs.
    expect(await backoff.attempt('k@example.com', '192.0.2.1')).toBe(0);
    expect(await backoff.attempt('k@example.com', '10.9.9.9')).toBe(60);
    for (let i = 2; i <= 6; i++) expect(await backoff.attempt('k@example.com', `192.0.2.${i}`)).toBe(0);
  });

  it('forgets failures 15 quiet minutes after the last pause ended', async () => {
    const backoff = make({ freeFailures: 2 }, now);
    for (let i = 0; i < 2; i++) await backoff.attempt('q@example.com', '10.0.2.1');
    time += MINUTE + 15 * MINUTE - 1;
    // One millisecond short: the count goes on, and this failure pauses for two minutes.
    expect(await backoff.attempt('q@example.com', '10.0.2.1')).toBe(0);
    expect(await backoff.attempt('q@example.com', '10.0.2.1')).toBe(120);
    time += 2 * MINUTE + 15 * MINUTE;
    expect(await backoff.attempt('q@example.com', '10.0.2.1')).toBe(0);
    expect(await backoff.attempt('q@example.com', '10.0.2.1')).toBe(0);
    expect(await backoff.attempt('q@example.com', '10.0.2.1')).toBe(60);
  });

  it('lets exactly the free failures through when attempts arrive all at once', async () => {
    const backoff = make({ freeFailures: 4 }, now);
    const waits = await Promise.all(
      Array.from({ length: 16 }, async (_, i) => backoff.attempt('burst@example.com', `10.0.3.${i}`)),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(4);
    expect(waits.filter((wait) => wait === 60)).toHaveLength(12);
  });
});
