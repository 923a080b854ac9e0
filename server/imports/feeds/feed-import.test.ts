// The story import from the outlets' feeds: RSS and Atom from a local server, new stories with their
// source, duplicates skipped, broken, slow and huge feeds reported without harm; feeds at private
// addresses, or redirecting to one, refused. Only the local test server's address is let through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoryDetail } from '@shared/schemas/catalog';
import type { ImportResult } from '@shared/schemas/imports';
import type { StoryFeed } from '@shared/schemas/story-feeds';
import { stories, storyFeeds } from '@server/db/schema';
import { signInAdmin } from '@server/test/accounts';
import { testConfig, useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { startFeedServer, type FeedServer } from '@server/test/fakes/feeds';

let feeds: FeedServer;
beforeAll(async () => {
  feeds = await startFeedServer();
});
afterAll(() => feeds.close());

const imports = { ...testConfig().imports, timeoutMs: 1500, feedsAllowedPrivateAddresses: ['127.0.0.1'] };

describe.each(testDrivers())('stories from feeds on %s', (driver) => {
  const ctx = useTestApp(driver, { imports });

  async function listFeeds(send: Awaited<ReturnType<typeof signInAdmin>>, ...paths: string[]) {
    for (const [i, path] of paths.entries()) {
      const response = await send('POST', '/api/admin/story-feeds', {
        name: `Outlet ${i + 1}`,
        url: path.startsWith('http') ? path : `${feeds.url}${path}`,
      });
      expect(response.statusCode, path).toBe(201);
    }
  }

  const importFeeds = async (send: Awaited<ReturnType<typeof signInAdmin>>) => {
    const response = await send('POST', '/api/admin/imports/feeds');
    expect(response.statusCode).toBe(200);
    return response.json<ImportResult>();
  };

  it('imports RSS and Atom items as stories crediting their outlet, with the summary only', async () => {
    const send = await signInAdmin(ctx);
    await listFeeds(send, '/rss.xml', '/atom.xml');

    expect(await importFeeds(send)).toEqual({
      message: 'Imported 3 stories from 2 feeds.',
      found: 3,
      imported: 3,
      existing: 0,
      source: 'Feeds',
    });

    const rows = await ctx.database.db.select().from(stories);
    expect(rows.map((row) => row.title).sort()).toEqual([
      'A new gallery opens in Osu',
      'Afrobeats at the Grammys',
      'Tems announces a homecoming show',
    ]);
    const tems = rows.find((row) => row.title.startsWith('Tems'))!;
    expect(tems).toMatchObject({
      author: 'Ada Obi',
      date: '2026-11-23',
      excerpt: 'The singer returns to Eko in December.',
      body: '',
      sourceName: 'Outlet 1',
      sourceUrl: 'https://lagosbeat.example/tems-homecoming',
      imageUrl: 'https://images.lagosbeat.example/tems.jpg',
    });
    expect(JSON.stringify(rows)).not.toContain('FULL TEXT');
    const page = await ctx.app.inject({ method: 'GET', url: `/api/stories/${tems.slug}` });
    expect(page.json<StoryDetail>()).toMatchObject({ bodyHtml: '', sourceName: 'Outlet 1' });
    const osu = rows.find((row) => row.title.startsWith('A new gallery'))!;
    expect(osu).toMatchObject({ author: 'Kwame Asante', sourceUrl: 'https://accra-arts.example/osu-gallery' });
  });

  it('skips what it already has, by link: a second import finds 3 and imports none', async () => {
    const send = await signInAdmin(ctx);
    await listFeeds(send, '/rss.xml', '/atom.xml');
    await importFeeds(send);

    expect(await importFeeds(send)).toMatchObject({ found: 3, imported: 0, existing: 3 });
    expect(await ctx.database.db.select().from(stories)).toHaveLength(3);
  });

  it('reports a broken, missing, slow or huge feed and still imports the good one', async () => {
    const send = await signInAdmin(ctx);
    await listFeeds(send, '/broken.xml', '/gone.xml', '/slow.xml', '/huge.xml', '/moved.xml');

    const result = await importFeeds(send);

    expect(result).toMatchObject({ found: 2, imported: 2 });
    expect(result.message).toBe(
      'Imported 2 stories from 1 feed. Could not read Outlet 1: not an RSS or Atom feed; Outlet 2: HTTP 404; ' +
        'Outlet 3: no answer within 1500 ms; Outlet 4: the feed is larger than 2048 kB.',
    );
    const listed = (await send('GET', '/api/admin/story-feeds')).json<{ items: StoryFeed[] }>().items;
    expect(listed.map((feed) => feed.lastError)).toEqual([
      'not an RSS or Atom feed',
      'HTTP 404',
      'no answer within 1500 ms',
      'the feed is larger than 2048 kB',
      null,
    ]);
    expect(listed.every((feed) => feed.lastCheckedAt !== null)).toBe(true);
  });

  it('refuses a feed at a private or metadata address, or one that redirects to one, without fetching it', async () => {
    const send = await signInAdmin(ctx);
    await listFeeds(
      send,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.1.2.3/feed.xml',
      'http://127.0.0.2:9/feed.xml',
      'http://[::1]:9/feed.xml',
      '/to-metadata.xml',
      '/to-private.xml',
    );

    const result = await importFeeds(send);

    expect(result).toMatchObject({ found: 0, imported: 0 });
    const listed = (await send('GET', '/api/admin/story-feeds')).json<{ items: StoryFeed[] }>().items;
    expect(listed.map((feed) => feed.lastError)).toEqual(
      Array.from({ length: 6 }, () => 'the address is not on the public internet'),
    );
    // The redirects were asked for once each, and nothing behind them.
    expect(feeds.hits.get('/to-metadata.xml')).toBeGreaterThanOrEqual(1);
  });

  it('lists only http(s) addresses, once each, and removes a feed while keeping its stories', async () => {
    const send = await signInAdmin(ctx);
    for (const url of [
      'ftp://lagosbeat.example/feed',
      'file:///etc/passwd',
      'javascript:alert(1)',
      '',
      'http://[::1',
      'https://a b',
    ]) {
      const response = await send('POST', '/api/admin/story-feeds', { name: 'Bad', url });
      expect(response.statusCode, url).toBe(400);
      // The schema names the field; an address only parsing can refuse is refused by the route, without it.
      expect(response.json<{ error: object }>().error, url).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Feed address must be an http:// or https:// address.',
      });
    }
    await listFeeds(send, '/rss.xml');
    const again = await send('POST', '/api/admin/story-feeds', { name: 'Again', url: `${feeds.url}/rss.xml` });
    expect(again.statusCode).toBe(409);
    await importFeeds(send);

    const [feed] = (await send('GET', '/api/admin/story-feeds')).json<{ items: StoryFeed[] }>().items;
    expect((await send('DELETE', `/api/admin/story-feeds/${feed!.id}`)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/admin/story-feeds/${feed!.id}`)).statusCode).toBe(404);
    expect((await send('GET', '/api/admin/story-feeds')).json()).toEqual({ items: [] });
    expect(await ctx.database.db.select().from(stories)).toHaveLength(2);
  });

  it('lists at most 50 feeds, so that an import stays within a request', async () => {
    const send = await signInAdmin(ctx);
    await ctx.database.db
      .insert(storyFeeds)
      .values(Array.from({ length: 50 }, (_, i) => ({ name: `Outlet ${i}`, url: `https://outlet-${i}.example/feed` })));

    const response = await send('POST', '/api/admin/story-feeds', {
      name: 'One more',
      url: 'https://more.example/rss',
    });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'TOO_MANY_FEEDS', message: 'At most 50 feeds can be listed.' },
    });
  });

  it('says so when no feed is listed', async () => {
    const send = await signInAdmin(ctx);
    expect(await importFeeds(send)).toEqual({
      message: 'No feeds are listed yet: add one first.',
      found: 0,
      imported: 0,
      existing: 0,
      source: 'Feeds',
    });
  });
});
