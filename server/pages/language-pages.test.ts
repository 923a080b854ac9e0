// Pages in every language (docs/decisions/015-translations.md, "Locales in addresses"): each page at its
// language's address with that language's head, the alternates of every language, and a first visit moved
// to the language its browser prefers, once, with nothing kept for anyone else.
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '@server/test/app';
import { fakeClientDir } from '@server/test/client-dir';
import { testDrivers } from '@server/test/database';
import { buildArtist, buildEvent, buildProduct } from '@server/test/factories/catalog';
import { EVENT_TIME_ZONE } from '@shared/constants';
import { lagosLocalToInstant } from '@shared/lagos-time';
import { formatDate } from '@shared/locale-format/format';

const PUBLIC_URL = 'https://griot.example';

describe.each(testDrivers())('pages in every language on %s', (driver) => {
  const ctx = useTestApp(driver, { publicUrl: PUBLIC_URL }, { clientDir: fakeClientDir() });
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  it('gives a crawler French heads at a French address, without JavaScript', async () => {
    const page = await get('/fr/music');
    expect(page.statusCode).toBe(200);
    const document = parse(page.body);
    expect(document.querySelector('html')?.getAttribute('lang')).toBe('fr');
    expect(document.querySelector('html')?.getAttribute('dir')).toBe('ltr');
    expect(document.querySelector('title')?.text).toBe('Musique et articles | Griot');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${PUBLIC_URL}/fr/music`);
    expect(document.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('fr_FR');
    const alternates = Object.fromEntries(
      document
        .querySelectorAll('link[rel="alternate"][hreflang]')
        .map((link): [string, string | undefined] => [link.getAttribute('hreflang') ?? '', link.getAttribute('href')]),
    );
    expect(alternates).toEqual({
      en: `${PUBLIC_URL}/music`,
      fr: `${PUBLIC_URL}/fr/music`,
      pcm: `${PUBLIC_URL}/pcm/music`,
      sw: `${PUBLIC_URL}/sw/music`,
      ha: `${PUBLIC_URL}/ha/music`,
      yo: `${PUBLIC_URL}/yo/music`,
      'x-default': `${PUBLIC_URL}/music`,
    });
    // The page's catalog part downloads beside the app's code.
    expect(page.body).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/assets/messages-0123456789/fr/public.json" />',
    );

    const english = parse((await get('/music')).body);
    expect(english.querySelector('html')?.getAttribute('lang')).toBe('en');
    expect(english.querySelector('title')?.text).toBe('Music & Merch | Griot');
    expect(english.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('en_NG');
    expect((await get('/music')).body).not.toContain('public.json');
  });

  it("answers an item's page at every language's address, each its own canonical", async () => {
    const artist = await buildArtist(ctx.database.db, { name: 'Adaeze Okafor' });
    await buildProduct(ctx.database.db, { name: 'Lagos Nights', slug: 'lagos-nights', artistId: artist.id });
    const page = await get('/yo/music/lagos-nights');
    expect(page.statusCode).toBe(200);
    const document = parse(page.body);
    expect(document.querySelector('html')?.getAttribute('lang')).toBe('yo');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${PUBLIC_URL}/yo/music/lagos-nights`,
    );
    expect(document.querySelector('link[hreflang="en"]')?.getAttribute('href')).toBe(
      `${PUBLIC_URL}/music/lagos-nights`,
    );
    expect((await get('/yo/music/no-such-record')).statusCode).toBe(404);
    const unknown = await get('/sw/no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(parse(unknown.body).querySelector('html')?.getAttribute('lang')).toBe('sw');
  });

  it("writes an event's start in its page's language, Hausa's from the formats shipped to browsers", async () => {
    const startsAt = lagosLocalToInstant('2030-12-06T19:00');
    await buildEvent(ctx.database.db, { name: 'Felabration', slug: 'felabration', startsAt, location: 'Ikeja' });
    const alt = async (url: string) =>
      parse((await get(url)).body)
        .querySelector('meta[property="og:image:alt"]')
        ?.getAttribute('content');

    const hausaStart = formatDate(startsAt, 'ha', 'eventStart', EVENT_TIME_ZONE);
    expect(hausaStart).toBe('2030 Dis 6, Jum, 19:00');
    expect(await alt('/ha/events/felabration')).toContain(`${hausaStart} (lokacin Legas)`);
    expect(await alt('/fr/events/felabration')).toContain('(heure de Lagos) · Ikeja');
    expect(await alt('/events/felabration')).toBe('Felabration: Fri, 6 Dec 2030, 7:00 pm (Lagos time) · Ikeja');
  });

  it("moves a first visit to the language its browser prefers, the visitor's own answer", async () => {
    const moved = await get('/music?sort=new', { 'accept-language': 'fr-CI,fr;q=0.9,en;q=0.5' });
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe('/fr/music?sort=new');
    expect(moved.headers.vary).toBe('Accept-Language, Cookie');
    expect(moved.headers['cache-control']).toBe('private, no-store');
    expect((await get('/', { 'accept-language': 'ha' })).headers.location).toBe('/ha');
  });

  it('keeps English where the visitor chose a language, prefers English or any, or none Griot speaks', async () => {
    const visits: Array<Record<string, string>> = [
      { 'accept-language': 'fr', cookie: 'griot_lang=en' },
      { 'accept-language': 'fr', cookie: 'other=1; griot_lang=fr' },
      { 'accept-language': 'en-GB,fr;q=0.8' },
      { 'accept-language': '*' },
      { 'accept-language': 'de,it;q=0.5' },
      {},
    ];
    for (const headers of visits) {
      const page = await get('/music', headers);
      expect(page.statusCode, JSON.stringify(headers)).toBe(200);
      expect(parse(page.body).querySelector('html')?.getAttribute('lang')).toBe('en');
    }
    // Prefixed addresses, the API and files are never moved.
    expect((await get('/yo/music', { 'accept-language': 'fr' })).statusCode).toBe(200);
    expect((await get('/api/products', { 'accept-language': 'fr' })).statusCode).toBe(200);
    expect((await get('/robots.txt', { 'accept-language': 'fr' })).statusCode).toBe(200);
  });

  it("writes an item's head and its preview card in its address's language, the item's own names as they are", async () => {
    const artist = await buildArtist(ctx.database.db, { name: 'Adaeze Okafor' });
    await buildProduct(ctx.database.db, {
      name: 'Lagos Nights',
      slug: 'lagos-nights',
      artistId: artist.id,
      description: '',
      priceKobo: 1_500_000,
    });
    const french = parse((await get('/fr/music/lagos-nights')).body);
    const meta = (key: string) =>
      french.querySelector(`meta[property="${key}"]`)?.getAttribute('content') ??
      french.querySelector(`meta[name="${key}"]`)?.getAttribute('content');
    expect(french.querySelector('title')?.text).toBe('Lagos Nights de Adaeze Okafor | Griot');
    expect(meta('og:title')).toBe('Lagos Nights de Adaeze Okafor | Griot');
    // The price the French way (Intl's), its spaces no-break ones that keep it on one line.
    expect(meta('description')).toBe('Album de Adaeze Okafor, 15\u202f000\u00a0₦.');
    expect(meta('og:image')).toBe(`${PUBLIC_URL}/fr/og/product/lagos-nights.png`);
    expect(meta('og:image:alt')).toBe('Lagos Nights: Album de Adaeze Okafor · 15\u202f000\u00a0₦');
    const feedTitles = french
      .querySelectorAll('link[rel="alternate"][type="application/rss+xml"]')
      .map((link) => link.getAttribute('title'));
    expect(feedTitles).toEqual(['Récits de Griot', 'Événements de Griot']);

    const english = parse((await get('/music/lagos-nights')).body);
    expect(english.querySelector('title')?.text).toBe('Lagos Nights by Adaeze Okafor | Griot');
    expect(english.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Album by Adaeze Okafor, ₦15,000.',
    );

    // The home page's description and card, the one screen with a card of its own.
    const home = parse((await get('/fr')).body);
    expect(home.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Griot : musique, récits et culture d’Afrique. Achetez disques et articles, trouvez des événements, rencontrez des créateurs.',
    );
    expect(home.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      `${PUBLIC_URL}/fr/og/site/home.png`,
    );
  });

  it("answers an API call's refusal in the language it asks for, and its data as it is", async () => {
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      payload: { locale: 'fr' },
      headers: { 'accept-language': 'fr' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'Veuillez vous connecter pour continuer.' },
    });
    const english = await ctx.app.inject({ method: 'PUT', url: '/api/account/language', payload: { locale: 'fr' } });
    expect(english.json<{ error: { message: string } }>().error.message).toBe('Please sign in to continue.');
    // A page's address decides its language: Accept-Language chooses only an API call's messages.
    expect((await get('/api/products', { 'accept-language': 'fr' })).statusCode).toBe(200);
  });
});
