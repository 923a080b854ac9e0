// Each item's preview card: a PNG of exactly 1200×630 for link previews, drawn from the item's picture,
// answered 304 when the crawler already has it, 301 from an old slug, 404 for an unknown one.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { artUrl, avatarUrl } from '@shared/art-urls';
import { signInAdmin } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { buildArtist, buildEvent, buildProduct, buildStory } from '@server/test/factories/catalog';

describe.each(testDrivers())('preview cards on %s', (driver) => {
  const ctx = useTestApp(driver);

  async function card(path: string) {
    const response = await ctx.app.inject({ method: 'GET', url: path });
    expect(response.statusCode, path).toBe(200);
    expect(response.headers['content-type'], path).toBe('image/png');
    const { width, height, format } = await sharp(response.rawPayload).metadata();
    expect({ width, height, format }, path).toEqual({ width: 1200, height: 630, format: 'png' });
    return response;
  }

  it("draws a card at each language's address in its words, and moves an old slug's within its language", async () => {
    const send = await signInAdmin(ctx);
    const created = await send('POST', '/api/admin/artists', { name: 'Kofi', discipline: 'Musician', bio: 'B.' });
    const french = await card('/fr/og/artist/kofi.png');
    const english = await card('/og/artist/kofi.png');
    // What a card shows is its tag: the French card's words ('Artiste') are not the English one's.
    expect(french.headers.etag).not.toBe(english.headers.etag);
    expect((await card('/yo/og/site/home.png')).headers.etag).not.toBe((await card('/og/site/home.png')).headers.etag);
    const renamed = { name: 'Kofi Mensah', discipline: 'Musician', bio: 'B.' };
    await send('PUT', `/api/admin/artists/${created.json<{ id: string }>().id}`, renamed);
    const moved = await ctx.app.inject({ method: 'GET', url: '/fr/og/artist/kofi.png' });
    expect([moved.statusCode, moved.headers.location]).toEqual([301, '/fr/og/artist/kofi-mensah.png']);
    expect((await ctx.app.inject({ method: 'GET', url: '/yo/og/artist/nobody.png' })).statusCode).toBe(404);
  });

  it('draws a 1200×630 PNG for each kind, with or without a picture', async () => {
    const artist = await buildArtist(ctx.database.db, { slug: 'ada', imageUrl: avatarUrl('Ada Obi') });
    await buildProduct(ctx.database.db, {
      slug: 'record',
      artistId: artist.id,
      imageUrl: artUrl('record', 'lagos-nights'),
    });
    await buildEvent(ctx.database.db, { slug: 'night', imageUrl: 'https://res.cloudinary.com/demo/night.jpg' });
    await buildStory(ctx.database.db, { slug: 'tale', date: '2026-11-01', imageUrl: null });

    for (const path of ['/og/product/record.png', '/og/artist/ada.png', '/og/event/night.png', '/og/story/tale.png'])
      await card(path);
  });

  it("draws the site's card for the home page, kept a day like the others", async () => {
    const response = await card('/og/site/home.png');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/og/site/home.png',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect((await ctx.app.inject({ method: 'GET', url: '/og/site/other.png' })).statusCode).toBe(404);
  });

  it('puts the picture on the card: a card with art differs from the same words without it', async () => {
    const artist = await buildArtist(ctx.database.db);
    await buildProduct(ctx.database.db, {
      name: 'Same',
      slug: 'with-art',
      artistId: artist.id,
      imageUrl: artUrl('record', 'x'),
    });
    await buildProduct(ctx.database.db, { name: 'Same', slug: 'without-art', artistId: artist.id, imageUrl: null });

    const square = async (path: string) =>
      sharp((await card(path)).rawPayload)
        .extract({ left: 60, top: 60, width: 510, height: 510 })
        .raw()
        .toBuffer();
    const withArt = await square('/og/product/with-art.png');
    const without = await square('/og/product/without-art.png');
    // Without a picture the words start where the picture would be; with it, the square is the art.
    let differing = 0;
    for (let i = 0; i < withArt.length; i += 3) if (withArt[i] !== without[i]) differing++;
    expect(differing / (withArt.length / 3)).toBeGreaterThan(0.5);
  });

  it('lets crawlers keep it: a day of caching, and 304 for the tag they hold, until the item changes', async () => {
    const send = await signInAdmin(ctx);
    const created = await send('POST', '/api/admin/artists', { name: 'Kofi', discipline: 'Musician', bio: 'Plays.' });
    const { id } = created.json<{ id: string }>();

    const first = await card('/og/artist/kofi.png');
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/og/artist/kofi.png',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await send('PUT', `/api/admin/artists/${id}`, { name: 'Kofi', discipline: 'Painter', bio: 'Paints.' });
    const changed = await card('/og/artist/kofi.png');
    expect(changed.headers.etag).not.toBe(first.headers.etag);
  });

  it('answers 404 for an unknown item or kind, and 301 from a renamed item’s old slug', async () => {
    const send = await signInAdmin(ctx);
    const created = await send('POST', '/api/admin/artists', { name: 'Old Name', discipline: 'Musician', bio: 'B.' });
    await send('PUT', `/api/admin/artists/${created.json<{ id: string }>().id}`, {
      name: 'New Name',
      discipline: 'Musician',
      bio: 'B.',
    });

    const moved = await ctx.app.inject({ method: 'GET', url: '/og/artist/old-name.png' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/og/artist/new-name.png');
    for (const path of ['/og/artist/nobody.png', '/og/forum/old-name.png', '/og/artist/new-name.jpg', '/og/artist'])
      expect((await ctx.app.inject({ method: 'GET', url: path })).statusCode, path).toBe(404);
  });
});
