// Two server processes on one PostgreSQL database, as behind a load balancer: a session made on one is
// honoured by the other, counters stay exact when writes to one post or one forum are split between
// them, and a write through one empties the other's kept answers. (PGlite is embedded in one process, so
// this is PostgreSQL only; the limits they count together are two-servers-limits.test.ts's.)
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HomeData, ProductPage } from '@shared/schemas/catalog';
import type { ProductFilterOptions } from '@shared/schemas/catalog-filters';
import type { SearchPage } from '@shared/schemas/search';
import { users } from '@server/db/schema';
import { buildArtist, buildProduct } from '@server/test/factories/catalog';
import type { SessionState } from '@shared/schemas/auth';
import type { Forum, Post } from '@shared/schemas/community';
import {
  call,
  allForumPosts,
  allReplies,
  get,
  joinMember,
  listForums,
  newestOf,
  writePost,
  writeReply,
} from './support/community-api';
import { counterMismatches, staleLastPosts } from './support/counter-audit';
import type { ServerProcess } from '@server/test/processes/server-process';
import { useServerDatabase } from './support/use-server-database';

const REPLIES = 100;
const POSTS = 20;
const WRITERS_PER_SERVER = 5;

/** Runs `count` writes, write n on server n % servers.length, with WRITERS_PER_SERVER in flight on each at once. */
async function splitWrites<T>(
  servers: ServerProcess[],
  count: number,
  write: (server: ServerProcess, n: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = [];
  const queues = servers.map((_, i) =>
    Array.from({ length: count }, (_, n) => n).filter((n) => n % servers.length === i),
  );
  await Promise.all(
    queues.flatMap((queue, i) =>
      Array.from({ length: WRITERS_PER_SERVER }, async () => {
        for (let n = queue.shift(); n !== undefined; n = queue.shift()) results.push(await write(servers[i]!, n));
      }),
    ),
  );
  return results;
}

// vitest.config.ts includes this file only when TEST_DATABASE_URL names a PostgreSQL server.
describe('two servers on one postgres database', () => {
  const database = useServerDatabase('postgres');
  let servers: ServerProcess[];
  beforeAll(async () => {
    // Both at once, on an empty database: migrations, seeding and the first admin must not race.
    servers = await Promise.all([database.startServer(), database.startServer()]);
  });

  it('honours on server B a session made on server A', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const member = await joinMember(a.url);
    expect((await get<SessionState>(b.url, '/api/auth/session', member.cookie)).user?.uid).toBe(member.uid);
    expect(await get<SessionState>(b.url, '/api/auth/session')).toEqual({ user: null });
  });

  it('keeps replyCount, postCount and lastPost exact under writes split between the servers', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const member = await joinMember(a.url);
    const [replyForum, postForum] = (await listForums(b.url)) as [Forum, Forum];
    const post = await writePost(a.url, member.cookie, replyForum.id, 'One post, two servers');

    const replies = await splitWrites(servers, REPLIES, (server, n) =>
      writeReply(server.url, member.cookie, post.id, `Reply ${n}`),
    );
    expect(replies).toHaveLength(REPLIES);
    for (const server of [a, b]) {
      const stored = await get<Post>(server.url, `/api/posts/${post.id}`);
      const listed = await allReplies(server.url, post.id);
      expect(stored.replyCount).toBe(REPLIES);
      expect(listed.map((reply) => reply.id).sort()).toEqual(replies.map((reply) => reply.id).sort());
      expect(stored.lastReply?.createdAt).toBe(listed[listed.length - 1]?.createdAt);
    }

    const posts = await splitWrites(servers, POSTS, (server, n) =>
      writePost(server.url, member.cookie, postForum.id, `Split post ${n}`),
    );
    const newest = newestOf(posts).map(({ id, title, slug, author, authorHandle, createdAt }) => ({
      id,
      title,
      slug,
      author,
      authorHandle,
      createdAt,
    }));
    for (const server of [a, b]) {
      const forum = (await listForums(server.url)).find((f) => f.id === postForum.id)!;
      const listed = await allForumPosts(server.url, postForum.id);
      expect(forum.postCount).toBe(POSTS);
      expect(listed.map((p) => p.id).sort()).toEqual(posts.map((p) => p.id).sort());
      expect(newest).toContainEqual(forum.lastPost);
      expect(listed[0]?.createdAt).toBe(newest[0]?.createdAt);
    }

    const direct = await database.open();
    try {
      expect(await counterMismatches(direct.db)).toEqual([]);
      expect(await staleLastPosts(direct.db)).toEqual([]);
    } finally {
      await direct.close();
    }
  });

  it('shows on server B, within a second, what is written through server A, for every kind of kept answer', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const admin = await joinMember(a.url);
    const member = await joinMember(a.url);
    const direct = await database.open();
    let product: { id: string; slug: string };
    let artistName: string;
    try {
      await direct.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.uid));
      const artist = await buildArtist(direct.db, { name: 'Bi Kidude' });
      artistName = artist.name;
      product = await buildProduct(direct.db, { name: 'Taarab Nights', artistId: artist.id, priceKobo: 700_000 });
    } finally {
      await direct.close();
    }
    const [forum] = (await listForums(b.url)) as [Forum];
    const post = await writePost(a.url, member.cookie, forum.id, 'Kept answers on two servers');

    // Each kept answer, read once on B so that B keeps it.
    const reads: Record<string, { path: string; pick: (answer: never) => unknown }> = {
      list: { path: '/api/products', pick: (page: ProductPage) => page.items.map((p) => p.name).sort() },
      home: { path: '/api/home', pick: (home: HomeData) => home.products.map((p) => p.name).sort() },
      filters: {
        path: '/api/filter-options/products',
        pick: (options: ProductFilterOptions) => options.priceKobo?.max ?? null,
      },
      item: { path: `/api/products/${product.slug}`, pick: (item: { name: string }) => item.name },
      forum: {
        path: `/api/forums/${forum.id}/posts`,
        // The newest first (the forum has the earlier tests' posts too).
        pick: (page: { items: Array<{ title: string }> }) => page.items[0]?.title,
      },
      replies: {
        path: `/api/posts/${post.id}/replies`,
        pick: (page: { items: Array<{ content: string }> }) => page.items.map((r) => r.content),
      },
      search: { path: '/api/search?q=zanzibar', pick: (page: SearchPage) => page.items.map((hit) => hit.title).sort() },
    };
    const onB = async (key: string) => {
      const { path, pick } = reads[key]!;
      return pick(await get<never>(b.url, path));
    };
    expect(await onB('list')).toEqual(['Taarab Nights']);
    expect(await onB('home')).toEqual(['Taarab Nights']);
    expect(await onB('filters')).toBe(700_000);
    expect(await onB('item')).toBe('Taarab Nights');
    expect(await onB('forum')).toBe('Kept answers on two servers');
    expect(await onB('replies')).toEqual([]);
    expect(await onB('search')).toEqual([]);

    // The catalogue: a new product, and the old one renamed, through A.
    await call(a.url, 'POST', '/api/admin/products', admin.cookie, {
      name: 'Zanzibar Strings',
      artist: artistName,
      type: 'Vinyl',
      priceKobo: 1_200_000,
    });
    await call(a.url, 'PUT', `/api/admin/products/${product.id}`, admin.cookie, {
      name: 'Taarab Nights (Zanzibar pressing)',
      artist: artistName,
      type: 'Vinyl',
      priceKobo: 700_000,
    });
    const soon = (key: string) => expect.poll(() => onB(key), { timeout: 1_000, interval: 20 });
    const both = ['Taarab Nights (Zanzibar pressing)', 'Zanzibar Strings'];
    await soon('list').toEqual(both);
    await soon('home').toEqual(both);
    await soon('filters').toBe(1_200_000);
    await soon('item').toBe('Taarab Nights (Zanzibar pressing)');

    // The community: a reply and a post, through A.
    await writeReply(a.url, member.cookie, post.id, 'Zanzibar has the best taarab.');
    await writePost(a.url, member.cookie, forum.id, 'Zanzibar trip');
    await soon('replies').toEqual(['Zanzibar has the best taarab.']);
    await soon('forum').toBe('Zanzibar trip');
    // The reply is found under its discussion's title.
    await soon('search').toEqual([
      'Kept answers on two servers',
      'Taarab Nights (Zanzibar pressing)',
      'Zanzibar Strings',
      'Zanzibar trip',
    ]);
  });
});
