// The feeds, the sitemap and robots.txt parse as what they claim to be, list the right items, and build
// every address from PUBLIC_URL.
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { addDaysIso, todayIso } from '@shared/dates';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { buildArtist, buildEvent, buildProduct, buildStory } from '@server/test/factories/catalog';

const PUBLIC_URL = 'https://griot.example';
const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['item', 'url', 'sitemap'].includes(name) });

type Items = Array<Record<string, string>>;
interface Parsed {
  rss: { '@_version': string; channel: { item: Items } };
  sitemapindex: { sitemap: Array<{ loc: string }> };
  urlset: { url: Array<{ loc: string }> };
}
const xml = { parse: (text: string) => parser.parse(text) as Parsed };

describe.each(testDrivers())('feeds, sitemap and robots.txt on %s', (driver) => {
  const ctx = useTestApp(driver, { publicUrl: PUBLIC_URL });

  async function read(path: string, type: string) {
    const response = await ctx.app.inject({ method: 'GET', url: path, headers: { host: 'evil.example' } });
    expect(response.statusCode, path).toBe(200);
    expect(response.headers['content-type'], path).toBe(`${type}; charset=utf-8`);
    expect(response.body, path).not.toContain('evil.example');
    return response.body;
  }

  it('the stories feed: RSS 2.0, newest first, each story with its page, author and excerpt', async () => {
    await buildStory(ctx.database.db, { title: 'Older & wiser', slug: 'older', date: '2026-10-01', excerpt: 'Old.' });
    await buildStory(ctx.database.db, { title: 'Newest', slug: 'newest', date: '2026-11-20', excerpt: 'New <b>.' });

    const feed = xml.parse(await read('/feeds/stories.xml', 'application/rss+xml'));

    expect(feed.rss['@_version']).toBe('2.0');
    const items = feed.rss.channel.item;
    expect(items.map((item) => [item.title, item.link, item.description])).toEqual([
      ['Newest', `${PUBLIC_URL}/stories/newest`, 'New <b>.'],
      ['Older & wiser', `${PUBLIC_URL}/stories/older`, 'Old.'],
    ]);
    expect(new Date(items[0]!.pubDate!).toISOString().slice(0, 10)).toBe('2026-11-20');
  });

  it('the events feed: only coming events, soonest first, with their Lagos time and place', async () => {
    const soon = addDaysIso(todayIso(), 3);
    await buildEvent(ctx.database.db, { name: 'Past', date: addDaysIso(todayIso(), -3) });
    await buildEvent(ctx.database.db, { name: 'Later', slug: 'later', date: addDaysIso(todayIso(), 30) });
    await buildEvent(ctx.database.db, {
      name: 'Soon',
      slug: 'soon',
      date: soon,
      venue: 'Terra Kulture',
      city: 'Lagos',
    });

    const feed = xml.parse(await read('/feeds/events.xml', 'application/rss+xml'));

    const items = feed.rss.channel.item;
    expect(items.map((item) => [item.title, item.link])).toEqual([
      ['Soon', `${PUBLIC_URL}/events/soon`],
      ['Later', `${PUBLIC_URL}/events/later`],
    ]);
    expect(items[0]!.description).toMatch(/, 7:00 pm \(Lagos time\), Terra Kulture, Lagos\.$/);
  });

  it('the events feed names a cancelled event as cancelled in its title', async () => {
    await buildEvent(ctx.database.db, {
      name: 'Called Off',
      slug: 'called-off',
      date: addDaysIso(todayIso(), 5),
      cancelledAt: new Date(),
    });

    const feed = xml.parse(await read('/feeds/events.xml', 'application/rss+xml'));

    expect(feed.rss.channel.item.map((item) => item.title)).toEqual(['Cancelled: Called Off']);
  });

  it('the sitemap: an index of the screens and one file per kind, each page once', async () => {
    const artist = await buildArtist(ctx.database.db, { name: 'Adaeze Okafor', slug: 'adaeze-okafor' });
    await buildProduct(ctx.database.db, { name: 'Lagos Nights', slug: 'lagos-nights', artistId: artist.id });
    await buildStory(ctx.database.db, { title: 'A story', slug: 'a-story', date: '2026-11-01' });

    const index = xml.parse(await read('/sitemap.xml', 'application/xml'));
    const files = index.sitemapindex.sitemap.map((entry) => entry.loc);
    expect(files).toEqual([
      `${PUBLIC_URL}/sitemaps/screens.xml`,
      `${PUBLIC_URL}/sitemaps/product-1.xml`,
      `${PUBLIC_URL}/sitemaps/artist-1.xml`,
      `${PUBLIC_URL}/sitemaps/story-1.xml`,
    ]);

    const locs = async (path: string) =>
      xml.parse(await read(path, 'application/xml')).urlset.url.map((url) => url.loc);
    // Every language's screens, English's unprefixed; each entry names the page in every language.
    const screens = [
      '',
      '/music',
      '/events',
      '/artists',
      '/stories',
      '/community',
      '/about',
      '/contact',
      '/privacy',
      '/terms',
    ];
    expect(await locs('/sitemaps/screens.xml')).toEqual(
      ['', '/fr', '/pcm', '/sw', '/ha', '/yo'].flatMap((prefix) =>
        screens.map((path) => `${PUBLIC_URL}${prefix}${path}` + (prefix || path ? '' : '/')),
      ),
    );
    const productFile = await read('/sitemaps/product-1.xml', 'application/xml');
    expect(productFile).toContain(
      `<xhtml:link rel="alternate" hreflang="yo" href="${PUBLIC_URL}/yo/music/lagos-nights"/>`,
    );
    expect(await locs('/sitemaps/product-1.xml')).toEqual([`${PUBLIC_URL}/music/lagos-nights`]);
    expect(await locs('/sitemaps/artist-1.xml')).toEqual([`${PUBLIC_URL}/artists/adaeze-okafor`]);
    expect(await locs('/sitemaps/story-1.xml')).toEqual([`${PUBLIC_URL}/stories/a-story`]);
    // A page past the end, or a kind that does not exist, is not a sitemap.
    for (const path of ['/sitemaps/product-2.xml', '/sitemaps/forum-1.xml', '/sitemaps/product-0.xml'])
      expect((await ctx.app.inject({ method: 'GET', url: path })).statusCode, path).toBe(404);
  });

  it('robots.txt keeps crawlers out of the admin and account screens and names the sitemap', async () => {
    const robots = await read('/robots.txt', 'text/plain');
    expect(robots.split('\n')).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /admin',
        'Disallow: /profile',
        'Disallow: /cart',
        'Disallow: /checkout',
        'Disallow: /orders',
        'Disallow: /api/',
        'Disallow: /newsletter/',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
      ]),
    );
    expect(robots).not.toMatch(/^Disallow: \/$/m);
  });
});
