// Two apps on one PostgreSQL database, as two servers behind a balancer: a write through one empties the
// other's kept answers before the writer hears back (LISTEN/NOTIFY), and a listener that lost its
// connection empties everything once it is back. PGlite belongs to one process: nothing to share there.
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProductPage } from '@shared/schemas/catalog';
import type { SearchPage } from '@shared/schemas/search';
import { buildApp, type App } from '@server/app';
import { openDatabase, type Database } from '@server/db/database';
import { selectRows } from '@server/db/select-rows';
import { joinAs } from '@server/test/accounts';
import { testConfig } from '@server/test/app';
import { writePost } from '@server/test/community-writes';
import { openTestDatabase, testDrivers, type TestDatabase } from '@server/test/database';
import { buildArtist } from '@server/test/factories/catalog';
import { buildForum } from '@server/test/factories/community';

const LISTENING = sql`select pid from pg_stat_activity where query = 'listen griot_answer_caches' and datname = current_database()`;

describe.each(testDrivers().filter((driver) => driver === 'postgres'))('answer caches on two servers of one %s', () => {
  let testDatabase: TestDatabase;
  let second: Database;
  let a: App;
  let b: App;

  beforeEach(async () => {
    testDatabase = await openTestDatabase('postgres');
    if (testDatabase.database.driver !== 'postgres') throw new Error('a PostgreSQL database was asked for');
    second = await openDatabase({ driver: 'postgres', url: testDatabase.database.url, poolSize: 2 });
    a = await buildApp({ config: testConfig(), database: testDatabase.database });
    b = await buildApp({ config: testConfig(), database: second });
    await Promise.all([a.ready(), b.ready()]);
  });
  afterEach(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await second?.close();
    await testDatabase?.dispose();
  });

  const read = async <T>(app: App, url: string) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const db = () => testDatabase.database.db;
  /** What B answers, read until it is what is expected: the notice crosses a socket, within a second. */
  const soonOnB = <T>(url: string, pick: (answer: T) => unknown) =>
    expect.poll(async () => pick(await read<T>(b, url)), { timeout: 1_000, interval: 20 });

  it('shows on server B, at once, what was written through server A', async () => {
    const artist = await buildArtist(db(), { name: 'Salif Keita' });
    const forum = await buildForum(db());
    const admin = await joinAs(a, db(), 'admin');
    const member = await joinAs(a, db(), 'member');
    // B keeps its answers.
    expect((await read<ProductPage>(b, '/api/products')).items).toEqual([]);
    expect((await read<SearchPage>(b, '/api/search?q=mandinka')).items).toEqual([]);
    expect((await read<{ items: unknown[] }>(b, `/api/forums/${forum.id}/posts`)).items).toEqual([]);

    const added = await a.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: { cookie: admin.cookie },
      payload: { name: 'Mandinka Gold', artist: artist.name, type: 'Vinyl', priceKobo: 900_000 },
    });
    expect(added.statusCode, added.body).toBe(201);
    await soonOnB<ProductPage>('/api/products', (page) => page.items.map((p) => p.name)).toEqual(['Mandinka Gold']);

    const written = await writePost(a, member.cookie, forum.id, { title: 'Mandinka griots', content: 'Kora.' });
    expect(written.statusCode, written.body).toBe(201);
    await soonOnB<{ items: Array<{ title: string }> }>(`/api/forums/${forum.id}/posts`, (page) =>
      page.items.map((post) => post.title),
    ).toEqual(['Mandinka griots']);
    await soonOnB<SearchPage>('/api/search?q=mandinka', (page) => page.items.map((hit) => hit.title).sort()).toEqual([
      'Mandinka Gold',
      'Mandinka griots',
    ]);
  });

  it('empties every cache when its listening connection is back, and hears the next write', async () => {
    const listeners = async () => (await selectRows<{ pid: number }>(db(), LISTENING)).map((row) => row.pid);
    const [first, another] = await listeners();
    expect(another).toBeDefined();
    const before = { catalog: b.answerCaches.catalog.generation, community: b.answerCaches.community.generation };
    const aBefore = a.answerCaches.catalog.generation;

    // Cut both; each server listens again on a new connection.
    await db().execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'listen griot_answer_caches' and datname = current_database()`,
    );
    await expect
      .poll(async () => (await listeners()).filter((pid) => pid !== first && pid !== another).length, {
        timeout: 5_000,
      })
      .toBe(2);
    await expect.poll(() => b.answerCaches.community.generation).toBeGreaterThan(before.community);
    expect(b.answerCaches.catalog.generation).toBeGreaterThan(before.catalog);

    const catalogNow = b.answerCaches.catalog.generation;
    const communityNow = b.answerCaches.community.generation;
    await a.emptyAnswerCaches(['catalog']);
    await expect.poll(() => b.answerCaches.catalog.generation).toBe(catalogNow + 1);
    expect(b.answerCaches.community.generation).toBe(communityNow);
    // A does not hear its own notice: its catalogue was emptied once, by itself.
    expect(a.answerCaches.catalog.generation).toBe(aBefore + 2);
  });
});
