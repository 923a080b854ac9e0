// Two server processes on one PostgreSQL database, as behind a load balancer, count every limit together:
// a limit spent half through one server and half through the other refuses exactly where one server would.
// The sign-in backoff, join per e-mail (attempt-limits.ts) and search per client address stand for every
// limit, counted in the database, and in Redis when TEST_REDIS_URL is set (a key prefix of this run's own).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '@server/test/processes/server-process';
import { rowsOf } from '@server/test/raw-rows';
import { deleteRedisKeys, testRedisUrl, uniqueRedisPrefix } from '@server/test/redis';
import { useServerDatabase } from './support/use-server-database';

const FREE_FAILURES = 4;
const SEARCHES = 6;
const LIMITS_ENV = {
  AUTH_MAX_ATTEMPTS_PER_EMAIL: String(FREE_FAILURES),
  AUTH_MAX_ATTEMPTS_PER_IP: '1000',
  SEARCH_MAX_PER_MINUTE: String(SEARCHES),
};

/** Any request: its status and Retry-After (whatever the status). */
async function send(base: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  await response.arrayBuffer();
  return { status: response.status, retryAfter: Number(response.headers.get('retry-after') ?? 0) };
}

let emails = 0;
const newEmail = () => `limits-${process.pid}-${Date.now()}-${(emails += 1)}@example.com`;
const signIn = (server: ServerProcess, email: string, password = 'not the password') =>
  send(server.url, 'POST', '/api/auth/login', { email, password });
const join = (server: ServerProcess, email: string) =>
  send(server.url, 'POST', '/api/auth/join', { email, password: 'correct horse battery' });
let words = 0;
const search = (server: ServerProcess) => send(server.url, 'GET', `/api/search?q=limits${(words += 1)}`);

/** Server n % 2 for the nth request, one after the other. */
async function alternately<T>(servers: ServerProcess[], count: number, run: (server: ServerProcess) => Promise<T>) {
  const results: T[] = [];
  for (let n = 0; n < count; n++) results.push(await run(servers[n % servers.length]!));
  return results;
}

const stores = [
  { store: 'database', env: {} as Record<string, string> },
  ...(testRedisUrl
    ? [{ store: 'Redis', env: { REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX: uniqueRedisPrefix() } }]
    : []),
];

// vitest.config.ts includes this file only when TEST_DATABASE_URL names a PostgreSQL server.
describe.each(stores)('two servers on one postgres database counting the limits in the $store', ({ store, env }) => {
  const database = useServerDatabase('postgres');
  let servers: [ServerProcess, ServerProcess];
  beforeAll(async () => {
    servers = await Promise.all([
      database.startServer({ ...LIMITS_ENV, ...env }),
      database.startServer({ ...LIMITS_ENV, ...env }),
    ]);
  });
  afterAll(async () => {
    if (env.REDIS_KEY_PREFIX) await deleteRedisKeys(env.REDIS_KEY_PREFIX);
  });

  it('pauses an e-mail on both servers after its free failures, split between them', async () => {
    const email = newEmail();
    const failures = await alternately(servers, FREE_FAILURES, (server) => signIn(server, email));
    expect(failures.map((answer) => answer.status)).toEqual(Array<number>(FREE_FAILURES).fill(401));
    for (const server of servers) {
      const paused = await signIn(server, email);
      expect(paused.status).toBe(429);
      expect(paused.retryAfter).toBeGreaterThan(50);
      expect(paused.retryAfter).toBeLessThanOrEqual(60);
    }
  });

  it('clears on one server the failures counted through the other when the member signs in', async () => {
    const [a, b] = servers;
    const email = newEmail();
    expect((await join(a, email)).status).toBe(201);
    await alternately(servers, FREE_FAILURES - 1, (server) => signIn(server, email));
    expect((await signIn(a, email, 'correct horse battery')).status).toBe(200);
    // From the start again: the free failures, then the pause, on either server.
    const failures = await alternately([b, a], FREE_FAILURES, (server) => signIn(server, email));
    expect(failures.map((answer) => answer.status)).toEqual(Array<number>(FREE_FAILURES).fill(401));
    expect((await signIn(b, email)).status).toBe(429);
  });

  it('lets exactly the free failures through when attempts reach both servers at once', async () => {
    const email = newEmail();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, n) => signIn(servers[n % 2]!, email)));
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(FREE_FAILURES);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(12 - FREE_FAILURES);
  });

  it('refuses joins of one e-mail past its limit, split between the servers and all at once', async () => {
    const email = newEmail();
    const answers = await alternately(servers, FREE_FAILURES, (server) => join(server, email));
    expect(answers.map((answer) => answer.status)).toEqual([201, ...Array<number>(FREE_FAILURES - 1).fill(409)]);
    for (const server of servers) expect((await join(server, email)).status).toBe(429);

    const burst = newEmail();
    const atOnce = await Promise.all(Array.from({ length: 10 }, (_, n) => join(servers[n % 2]!, burst)));
    expect(atOnce.filter((answer) => answer.status !== 429)).toHaveLength(FREE_FAILURES);
  });

  it('refuses a client address its searches past the limit, split between the servers', async () => {
    const answers = await alternately(servers, SEARCHES, search);
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(SEARCHES).fill(200));
    for (const server of servers) {
      const refused = await search(server);
      expect(refused.status).toBe(429);
      expect(refused.retryAfter).toBeGreaterThan(0);
      expect(refused.retryAfter).toBeLessThanOrEqual(60);
    }
  });

  it(`keeps the counts in the ${store}`, async () => {
    const direct = await database.open();
    try {
      const [counts] = await rowsOf<{ counters: number; failures: number }>(
        direct.db,
        sql`select (select count(*)::int from rate_limit_counters) as counters,
          (select count(*)::int from sign_in_failures) as failures`,
      );
      if (store === 'database') expect(counts!.counters).toBeGreaterThan(0);
      else expect(counts).toEqual({ counters: 0, failures: 0 });
    } finally {
      await direct.close();
    }
  });
});
