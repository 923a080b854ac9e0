// What a crawler (no JavaScript) reads at each item's address: the head written on the server, from
// PUBLIC_URL and never from the request's Host; 404 for an unknown slug, 301 from a renamed item's old one.
import { parse, type HTMLElement } from 'node-html-parser';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { lagosLocalToInstant } from '@shared/lagos-time';
import { signInAdmin } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { fakeClientDir } from '@server/test/client-dir';
import { testDrivers } from '@server/test/database';
import { buildArtist, buildEvent, buildProduct, buildStory } from '@server/test/factories/catalog';
import { buildForum, buildPost } from '@server/test/factories/community';

const PUBLIC_URL = 'https://griot.example';

interface Head {
  title: string;
  meta: (key: string) => string | undefined;
  link: (rel: string) => string | undefined;
  jsonLd: Record<string, unknown> | null;
  document: HTMLElement;
}

function headOf(html: string): Head {
  const document = parse(html);
  const meta = (key: string) =>
    document.querySelector(`meta[property="${key}"]`)?.getAttribute('content') ??
    document.querySelector(`meta[name="${key}"]`)?.getAttribute('content');
  const script = document.querySelector('script[type="application/ld+json"]');
  return {
    title: document.querySelector('title')?.text ?? '',
    meta,
    link: (rel) => document.querySelector(`link[rel="${rel}"]`)?.getAttribute('href'),
    jsonLd: script ? (JSON.parse(script.text) as Record<string, unknown>) : null,
    document,
  };
}

describe.each(testDrivers())('item pages for crawlers on %s', (driver) => {
  const ctx = useTestApp(driver, { publicUrl: PUBLIC_URL }, { clientDir: fakeClientDir() });

  /** A crawler's GET: plain HTML, a Host header the server must not believe. */
  async function crawl(path: string) {
    const response = await ctx.app.inject({ method: 'GET', url: path, headers: { host: 'evil.example' } });
    return { response, head: headOf(response.body) };
  }

  function expectPreview(head: Head, path: string, kind: string, slug: string) {
    expect(head.link('canonical')).toBe(`${PUBLIC_URL}${path}`);
    expect(head.meta('og:url')).toBe(`${PUBLIC_URL}${path}`);
    expect(head.meta('og:title')).toBe(head.title);
    expect(head.meta('og:description')).toBe(head.meta('description'));
    expect(head.meta('og:image')).toBe(`${PUBLIC_URL}/og/${kind}/${slug}.png`);
    expect(head.meta('og:image:width')).toBe('1200');
    expect(head.meta('og:image:height')).toBe('630');
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    const feeds = head.document
      .querySelectorAll('link[rel="alternate"][type="application/rss+xml"]')
      .map((link) => link.getAttribute('href'));
    expect(feeds).toEqual([`${PUBLIC_URL}/feeds/stories.xml`, `${PUBLIC_URL}/feeds/events.xml`]);
    expect(head.document.toString()).not.toContain('evil.example');
    // The built file's own title and description are replaced, not repeated.
    expect(head.document.querySelectorAll('title')).toHaveLength(1);
    expect(head.document.toString()).not.toContain('The built description.');
  }

  it('a product: its name and maker, its description, and a Product with an Offer in naira', async () => {
    const artist = await buildArtist(ctx.database.db, { name: 'Adaeze Okafor' });
    await buildProduct(ctx.database.db, {
      name: 'Lagos Nights',
      slug: 'lagos-nights',
      artistId: artist.id,
      type: 'Vinyl',
      priceKobo: 1_500_050,
      description: 'Ten songs written between midnight and dawn in Yaba.',
    });

    const { response, head } = await crawl('/music/lagos-nights');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.title).toBe('Lagos Nights by Adaeze Okafor | Griot');
    expect(head.meta('description')).toBe('Ten songs written between midnight and dawn in Yaba.');
    expect(head.meta('og:type')).toBe('product');
    expectPreview(head, '/music/lagos-nights', 'product', 'lagos-nights');
    expect(head.jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Lagos Nights',
      brand: { name: 'Adaeze Okafor' },
      offers: {
        '@type': 'Offer',
        priceCurrency: 'NGN',
        price: '15000.50',
        availability: 'https://schema.org/InStock',
        url: `${PUBLIC_URL}/music/lagos-nights`,
      },
    });
  });

  it('an event: its name and place, and an Event with its Lagos start, location and offers', async () => {
    await buildEvent(ctx.database.db, {
      name: 'Highlife Under the Stars',
      slug: 'highlife-under-the-stars',
      startsAt: lagosLocalToInstant('2030-12-11T19:00'),
      endsAt: lagosLocalToInstant('2030-12-11T23:30'),
      location: 'Republic Bar & Grill, Osu, Accra',
      venue: 'Republic Bar & Grill',
      city: 'Accra',
      description: 'Palm-wine guitar and brass under the open sky.',
    });

    const { response, head } = await crawl('/events/highlife-under-the-stars');

    expect(response.statusCode).toBe(200);
    expect(head.title).toBe('Highlife Under the Stars, Republic Bar & Grill, Accra | Griot');
    expect(head.meta('description')).toBe('Palm-wine guitar and brass under the open sky.');
    expectPreview(head, '/events/highlife-under-the-stars', 'event', 'highlife-under-the-stars');
    expect(head.jsonLd).toMatchObject({
      '@type': 'Event',
      name: 'Highlife Under the Stars',
      startDate: '2030-12-11T19:00:00+01:00',
      endDate: '2030-12-11T23:30:00+01:00',
      location: {
        '@type': 'Place',
        name: 'Republic Bar & Grill',
        address: { streetAddress: 'Republic Bar & Grill, Osu, Accra', addressLocality: 'Accra' },
      },
      offers: { '@type': 'Offer', url: `${PUBLIC_URL}/events/highlife-under-the-stars` },
    });
  });

  it('a cancelled event says EventCancelled and offers nothing for sale', async () => {
    await buildEvent(ctx.database.db, { name: 'Called Off', slug: 'called-off', cancelledAt: new Date() });

    const { head } = await crawl('/events/called-off');

    expect(head.jsonLd).toMatchObject({ '@type': 'Event', eventStatus: 'https://schema.org/EventCancelled' });
    expect(head.jsonLd).not.toHaveProperty('offers');
  });

  it('an artist: a band is a MusicGroup, a painter a Person, with their links as sameAs', async () => {
    await buildArtist(ctx.database.db, {
      name: 'Kofi Mensah Trio',
      slug: 'kofi-mensah-trio',
      discipline: 'Musician',
      genre: 'Highlife',
      location: 'Accra, Ghana',
      bio: 'Three friends from Kumasi playing palm-wine highlife.',
      links: { website: 'https://kofimensah.example', spotify: 'https://open.spotify.com/artist/x' },
    });
    await buildArtist(ctx.database.db, { name: 'Ngozi Eze', slug: 'ngozi-eze', discipline: 'Visual Artist' });

    const trio = await crawl('/artists/kofi-mensah-trio');
    const painter = await crawl('/artists/ngozi-eze');

    expect(trio.response.statusCode).toBe(200);
    expect(trio.head.title).toBe('Kofi Mensah Trio, Musician | Griot');
    expect(trio.head.meta('og:type')).toBe('profile');
    expectPreview(trio.head, '/artists/kofi-mensah-trio', 'artist', 'kofi-mensah-trio');
    expect(trio.head.jsonLd).toMatchObject({
      '@type': 'MusicGroup',
      genre: 'Highlife',
      homeLocation: { name: 'Accra, Ghana' },
      sameAs: ['https://kofimensah.example', 'https://open.spotify.com/artist/x'],
    });
    expect(painter.head.jsonLd).toMatchObject({ '@type': 'Person', name: 'Ngozi Eze' });
  });

  it('a story: its title and excerpt, and an Article with its author and date', async () => {
    await buildStory(ctx.database.db, {
      title: 'The Return of Highlife',
      slug: 'the-return-of-highlife',
      author: 'Kwame Asante',
      date: '2026-11-02',
      excerpt: 'A new generation is reviving the sound.',
      category: 'Music',
    });

    const { response, head } = await crawl('/stories/the-return-of-highlife');

    expect(response.statusCode).toBe(200);
    expect(head.title).toBe('The Return of Highlife | Griot');
    expect(head.meta('og:type')).toBe('article');
    expectPreview(head, '/stories/the-return-of-highlife', 'story', 'the-return-of-highlife');
    // The card writes the date as the site does, not as the database keeps it.
    expect(head.meta('og:image:alt')).toBe('The Return of Highlife: By Kwame Asante · Nov 2, 2026');
    expect(head.jsonLd).toMatchObject({
      '@type': 'Article',
      headline: 'The Return of Highlife',
      datePublished: '2026-11-02',
      author: { '@type': 'Person', name: 'Kwame Asante' },
      articleSection: 'Music',
    });
  });

  it("the home page: the site's own card, so a shared home link previews with a picture", async () => {
    const { response, head } = await crawl('/');

    expect(response.statusCode).toBe(200);
    expectPreview(head, '/', 'site', 'home');
    expect(head.meta('og:image:alt')).toBe('Griot: African music, stories and culture');
  });

  it('escapes every value: a name cannot open a tag or end the structured data', async () => {
    const artist = await buildArtist(ctx.database.db, { name: 'A "Quoted" <b>Maker</b>' });
    await buildProduct(ctx.database.db, {
      name: '</script><script>alert(1)</script>',
      slug: 'hostile',
      artistId: artist.id,
    });

    const { response, head } = await crawl('/music/hostile');

    expect(response.statusCode).toBe(200);
    expect(head.title).toBe('</script><script>alert(1)</script> by A "Quoted" <b>Maker</b> | Griot');
    expect(response.body).not.toContain('<script>alert(1)');
    expect(head.document.querySelectorAll('script')).toHaveLength(2);
    expect(head.jsonLd).toMatchObject({ name: '</script><script>alert(1)</script>' });
  });

  it('answers an unknown slug, and any address the app does not have, with 404 and the app', async () => {
    for (const path of ['/music/no-such-record', '/events/gone', '/artists/nobody', '/stories/x', '/no/such/page']) {
      const { response, head } = await crawl(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(head.title, path).toBe('Page not found | Griot');
      expect(head.meta('robots'), path).toBe('noindex');
      expect(head.link('canonical'), path).toBeUndefined();
      expect(head.document.querySelector('#root'), path).not.toBeNull();
    }
    // The API and files keep their own 404, in the API's shape.
    const api = await ctx.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect((await ctx.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('answers each screen with the app and its own title', async () => {
    for (const [path, title] of [
      ['/', 'Griot | African music, stories and culture'],
      ['/music', 'Music & Merch | Griot'],
      ['/events', 'Events | Griot'],
      ['/artists', 'Creatives Directory | Griot'],
      ['/stories', 'Stories | Griot'],
      ['/community', 'Community | Griot'],
      ['/community/forum/8f0c7a52-27b6-4a48-9d5a-0e1f6a2c4b11', 'Forum | Griot'],
      ['/profile', 'Your profile | Griot'],
      ['/cart', 'Your cart | Griot'],
      ['/orders/GRT-7KQ2M9XD', 'Your order | Griot'],
      ['/admin/login', 'Admin | Griot'],
      ['/admin/events', 'Admin | Griot'],
    ]) {
      const { response, head } = await crawl(path!);
      expect(response.statusCode, path).toBe(200);
      expect(head.title, path).toBe(title);
      expect(head.link('canonical'), path).toBe(`${PUBLIC_URL}${path}`);
    }
  });

  it('lets the check-in screen alone use the camera: its page allows it for the site, every other page for none', async () => {
    const policy = (camera: string) =>
      `accelerometer=(), browsing-topics=(), camera=${camera}, display-capture=(), geolocation=(), gyroscope=(), ` +
      'magnetometer=(), microphone=(), midi=(), payment=(), usb=()';
    for (const path of ['/check-in/afrobeat-night-live', '/check-in/afrobeat-night-live?from=admin']) {
      const { response, head } = await crawl(path);
      expect(response.statusCode, path).toBe(200);
      expect(head.title, path).toBe('Check-in | Griot');
      expect(response.headers['permissions-policy'], path).toBe(policy('(self)'));
    }
    // The events to choose from, the app's frame the service worker keeps, any other page and the not-found one.
    for (const path of [
      '/',
      '/check-in',
      '/index.html',
      '/admin/events',
      '/events/x',
      '/check-in/a/b',
      '/x/check-in/a',
    ]) {
      const { response } = await crawl(path);
      expect(response.headers['content-type'], path).toMatch(/^text\/html/);
      expect(response.headers['permissions-policy'], path).toBe(policy('()'));
    }
    // The API's answers are no documents and carry no policy at all, the door's included.
    const api = await ctx.app.inject({ method: 'GET', url: '/api/check-in/afrobeat-night-live' });
    expect(api.headers['permissions-policy']).toBeUndefined();
  });

  it('sends a screen compressed to a browser that takes it, with a tag that makes a visit again a 304', async () => {
    const forum = await buildForum(ctx.database.db);
    const [one, another] = [
      await buildPost(ctx.database.db, forum.id, { title: 'One' }),
      await buildPost(ctx.database.db, forum.id, { title: 'Another' }),
    ];
    for (const path of ['/', '/music', `/community/post/${one.id}-one`]) {
      const plain = await ctx.app.inject({ method: 'GET', url: path });
      expect(plain.statusCode, path).toBe(200);
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      expect(plain.headers.vary, path).toContain('accept-encoding');
      const brotli = await ctx.app.inject({ method: 'GET', url: path, headers: { 'accept-encoding': 'gzip, br' } });
      expect(brotli.headers['content-encoding'], path).toBe('br');
      expect(brotli.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(brotli.headers['cache-control'], path).toBe('no-cache');
      expect(brotliDecompressSync(brotli.rawPayload).toString('utf8'), path).toBe(plain.body);
      expect(brotli.rawPayload.length, path).toBeLessThan(plain.rawPayload.length / 2);
      const gzip = await ctx.app.inject({ method: 'GET', url: path, headers: { 'accept-encoding': 'gzip' } });
      expect(gunzipSync(gzip.rawPayload).toString('utf8'), path).toBe(plain.body);
      // Each encoding is its own representation, with its own tag.
      expect(new Set([plain.headers.etag, brotli.headers.etag, gzip.headers.etag]).size, path).toBe(3);
      const again = await ctx.app.inject({
        method: 'GET',
        url: path,
        headers: { 'accept-encoding': 'gzip, br', 'if-none-match': String(brotli.headers.etag) },
      });
      expect(again.statusCode, path).toBe(304);
      expect(again.rawPayload.length, path).toBe(0);
    }
    // Kept by address: a query changes nothing of the page, a thread of its own has its own.
    const tagOf = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).headers.etag;
    expect(await tagOf('/music?page=2')).toBe(await tagOf('/music'));
    expect(await tagOf(`/community/post/${another.id}-another`)).not.toBe(await tagOf(`/community/post/${one.id}-one`));
  });

  it('moves a renamed item for good: the old slug answers 301 to the new page, which answers 200', async () => {
    const send = await signInAdmin(ctx);
    const created = await send('POST', '/api/admin/artists', {
      name: 'Oumou Sangaré',
      discipline: 'Musician',
      bio: 'Wassoulou singer.',
    });
    const { id, slug } = created.json<{ id: string; slug: string }>();
    expect(slug).toBe('oumou-sangare');
    // The page is kept for every visitor (with its tag, for a 304) until a catalogue write.
    const first = await crawl('/artists/oumou-sangare');
    expect(first.response.statusCode).toBe(200);
    const etag = String(first.response.headers.etag);
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/artists/oumou-sangare',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);

    const renamed = await send('PUT', `/api/admin/artists/${id}`, {
      name: 'Oumou Sangaré & Band',
      discipline: 'Musician',
      bio: 'Wassoulou singer.',
    });
    expect(renamed.json()).toMatchObject({ slug: 'oumou-sangare-and-band' });

    const old = await crawl('/artists/oumou-sangare');
    expect(old.response.statusCode).toBe(301);
    expect(old.response.headers.location).toBe('/artists/oumou-sangare-and-band');
    const api = await ctx.app.inject({ method: 'GET', url: '/api/artists/oumou-sangare' });
    expect(api.statusCode).toBe(200);
    expect(api.json()).toMatchObject({ slug: 'oumou-sangare-and-band', name: 'Oumou Sangaré & Band' });
    expect((await crawl('/artists/oumou-sangare-and-band')).response.statusCode).toBe(200);

    // Deleted, the item's addresses all answer 404.
    expect((await send('DELETE', `/api/admin/artists/${id}`)).statusCode).toBe(204);
    expect((await crawl('/artists/oumou-sangare')).response.statusCode).toBe(404);
    expect((await crawl('/artists/oumou-sangare-and-band')).response.statusCode).toBe(404);
  });
});
