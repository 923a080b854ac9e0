// Responsive images end to end: an upload is kept at each width of its ladder in AVIF, WebP and JPEG beside
// the picture, never enlarged, with its details (size, widths, ThumbHash) in stored_images under the URL the
// records hold; every answer that shows the picture carries them; removing it removes every file.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { thumbHashToApproximateAspectRatio } from 'thumbhash';
import { describe, expect, it } from 'vitest';
import { VARIANT_FORMATS, variantUrl } from '@shared/image-variants';
import type { ImageDetails } from '@shared/schemas/common';
import type { UploadResult } from '@shared/schemas/media';
import { communityUsers, events, orderLines, productVariants, storedImages } from '@server/db/schema';
import { joinAs } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { buildArtist, buildEvent, buildProduct, buildStory } from '@server/test/factories/catalog';
import { buildCartLine, buildCartSeat, buildOrder } from '@server/test/factories/shop';
import { makeAnimatedGif } from '@server/test/fixtures/images';
import { imageForm, useFreshDataDir } from '@server/test/fixtures/uploads';
import { buildTicketType } from '@server/test/tickets';
import { createLocalMediaStore } from '../store/local-media-store';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const CONTENT_TYPES = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' } as const;
const SHARP_FORMATS = { avif: 'heif', webp: 'webp', jpg: 'jpeg' } as const;

/** A picture of one colour with a stripe, so its ThumbHash is not flat. */
const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c8562f' } })
    .composite([
      {
        input: { create: { width: Math.max(1, Math.floor(width / 4)), height, channels: 3, background: '#1f3a5f' } },
        left: 0,
        top: 0,
      },
    ])
    .png()
    .toBuffer();

describe.each(testDrivers())('responsive images on %s', (driver) => {
  const data = useFreshDataDir();
  const ctx = useTestApp(driver, data.overrides);

  const asAdmin = async () => (await joinAs(ctx.app, ctx.database.db, 'admin')).cookie;
  const upload = async (cookie: string, folder: string, bytes: Buffer, name = 'cover.png') => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/uploads/${folder}`,
      headers: { cookie },
      payload: imageForm(bytes, name, 'image/png'),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<UploadResult>();
  };
  const filesIn = (folder: string) =>
    existsSync(path.join(data.uploadsDir, folder)) ? readdirSync(path.join(data.uploadsDir, folder)).sort() : [];
  const rowOf = async (url: string) =>
    (await ctx.database.db.select().from(storedImages).where(eq(storedImages.url, url)))[0];

  /** Reads every copy back through /uploads/: its type, cache and pixel width. */
  async function expectCopies(url: string, widths: number[], height: (width: number) => number) {
    for (const width of widths) {
      for (const format of VARIANT_FORMATS) {
        const copy = variantUrl(url, width, format)!;
        const served = await ctx.app.inject({ method: 'GET', url: copy });
        expect(served.statusCode, copy).toBe(200);
        expect(served.headers['content-type'], copy).toBe(CONTENT_TYPES[format]);
        expect(served.headers['cache-control'], copy).toBe(IMMUTABLE);
        const metadata = await sharp(served.rawPayload).metadata();
        expect([metadata.format, metadata.width, metadata.height], copy).toEqual([
          SHARP_FORMATS[format],
          width,
          height(width),
        ]);
      }
    }
  }

  it('keeps a wide catalogue picture at 320, 640, 1024 and 1600 px in AVIF, WebP and JPEG, with its details', async () => {
    const { url, image } = await upload(await asAdmin(), 'products', await picture(2400, 1200));
    // The picture itself is shrunk to 2000 px; its copies stop at 1600.
    expect(image).toEqual({
      width: 2000,
      height: 1000,
      widths: [320, 640, 1024, 1600],
      placeholder: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/) as unknown,
    });
    await expectCopies(url, [320, 640, 1024, 1600], (width) => width / 2);
    const name = url.split('/').pop()!;
    expect(filesIn('products')).toHaveLength(1 + 4 * 3);
    expect(filesIn('products')).toContain(name);

    // The ThumbHash is of this picture: twice as wide as it is high.
    const hash = Buffer.from(image!.placeholder!, 'base64');
    expect(hash.length).toBeLessThan(40);
    expect(thumbHashToApproximateAspectRatio(hash)).toBeCloseTo(2, 0);

    // The row is keyed by the URL the records will hold, and says the same.
    expect(await rowOf(url)).toMatchObject({ url, ...image });
  });

  it('never enlarges: a 500 px picture gets 320 and 500, a 200 px one its own width alone', async () => {
    const cookie = await asAdmin();
    const medium = await upload(cookie, 'events', await picture(500, 250));
    expect(medium.image).toMatchObject({ width: 500, height: 250, widths: [320, 500] });
    await expectCopies(medium.url, [320, 500], (width) => width / 2);

    const small = await upload(cookie, 'artists', await picture(200, 300));
    expect(small.image).toMatchObject({ width: 200, height: 300, widths: [200] });
    await expectCopies(small.url, [200], () => 300);
    expect(filesIn('artists')).toHaveLength(1 + 3);
    for (const format of VARIANT_FORMATS) {
      const larger = await ctx.app.inject({ method: 'GET', url: variantUrl(small.url, 320, format)! });
      expect(larger.statusCode).toBe(404);
    }
  });

  it('keeps an animated GIF whole: no widths, but its size and placeholder', async () => {
    const { url, image } = await upload(await asAdmin(), 'stories', await makeAnimatedGif(), 'dance.gif');
    expect(url).toMatch(/\.gif$/);
    expect(image).toMatchObject({ width: 16, height: 16, widths: [] });
    expect(image!.placeholder).toEqual(expect.any(String));
    expect(filesIn('stories')).toEqual([url.split('/').pop()]);
  });

  it('makes a member’s avatar 128 and 256 px in the three formats', async () => {
    const member = await joinAs(ctx.app, ctx.database.db, 'member');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/avatar',
      headers: { cookie: member.cookie },
      payload: imageForm(await picture(900, 600), 'me.png', 'image/png'),
    });
    expect(response.statusCode).toBe(200);
    const { url, image } = response.json<UploadResult>();
    expect(image).toMatchObject({ width: 256, height: 256, widths: [128, 256] });
    await expectCopies(url, [128, 256], (width) => width);
    expect(filesIn('avatars')).toHaveLength(1 + 2 * 3);
  });

  it('removes every file of a picture, and only its own', async () => {
    const cookie = await asAdmin();
    const kept = await upload(cookie, 'products', await picture(700, 700));
    const removed = await upload(cookie, 'products', await picture(1200, 600));
    // 700 px: 320, 640 and 700; 1200 px: 320, 640, 1024 and 1200.
    expect(filesIn('products')).toHaveLength(1 + 3 * 3 + 1 + 4 * 3);
    await createLocalMediaStore(data.uploadsDir).remove(removed.url, 'products');
    expect(filesIn('products')).toEqual(
      [kept.url, ...[320, 640, 700].flatMap((w) => VARIANT_FORMATS.map((f) => variantUrl(kept.url, w, f)))]
        .map((url) => url!.split('/').pop()!)
        .sort(),
    );
  });

  it('forgets a replaced avatar’s details with its files', async () => {
    const member = await joinAs(ctx.app, ctx.database.db, 'member');
    const send = async (bytes: Buffer) =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/me/avatar',
          headers: { cookie: member.cookie },
          payload: imageForm(bytes, 'me.png', 'image/png'),
        })
      ).json<UploadResult>().url;
    const first = await send(await picture(300, 300));
    expect(await rowOf(first)).toBeDefined();
    const second = await send(await picture(400, 200));
    expect(await rowOf(first)).toBeUndefined();
    expect(await rowOf(second)).toBeDefined();
    expect(filesIn('avatars')).toHaveLength(7);
  });

  it('gives every answer that shows an uploaded picture its details, and none to other pictures', async () => {
    const { db } = ctx.database;
    const cookie = await asAdmin();
    const uploaded = async (folder: string, width: number) => upload(cookie, folder, await picture(width, width / 2));
    const productPicture = await uploaded('products', 800);
    const eventPicture = await uploaded('events', 600);
    const artistPicture = await uploaded('artists', 400);
    const storyPicture = await uploaded('stories', 1000);
    const details = (result: UploadResult) => result.image as ImageDetails;

    const artist = await buildArtist(db, { name: 'Tems', imageUrl: artistPicture.url });
    const product = await buildProduct(db, { artistId: artist.id, imageUrl: productPicture.url });
    const plain = await buildProduct(db, { artistId: artist.id, imageUrl: 'https://cdn.example/cover.jpg' });
    const event = await buildEvent(db, { date: '2031-05-01', artistId: artist.id, imageUrl: eventPicture.url });
    const story = await buildStory(db, { date: '2024-10-26', artistId: artist.id, imageUrl: storyPicture.url });

    const get = async <T>(url: string, headers: Record<string, string> = {}) => {
      const response = await ctx.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return response.json<T>();
    };
    type WithImage = { slug: string; imageUrl: string | null; image: ImageDetails | null };
    const find = (items: WithImage[], slug: string) => items.find((item) => item.slug === slug)!;

    const products = await get<{ items: WithImage[] }>('/api/products');
    expect(find(products.items, product.slug).image).toEqual(details(productPicture));
    expect(find(products.items, plain.slug).image).toBeNull();
    expect((await get<WithImage>(`/api/products/${product.slug}`)).image).toEqual(details(productPicture));
    expect(find((await get<{ items: WithImage[] }>('/api/events')).items, event.slug).image).toEqual(
      details(eventPicture),
    );
    expect((await get<WithImage>(`/api/events/${event.slug}`)).image).toEqual(details(eventPicture));
    expect(find((await get<{ items: WithImage[] }>('/api/artists')).items, artist.slug).image).toEqual(
      details(artistPicture),
    );
    const artistPage = await get<WithImage & { products: WithImage[]; events: WithImage[]; stories: WithImage[] }>(
      `/api/artists/${artist.slug}`,
    );
    expect(artistPage.image).toEqual(details(artistPicture));
    expect(find(artistPage.products, product.slug).image).toEqual(details(productPicture));
    expect(find(artistPage.events, event.slug).image).toEqual(details(eventPicture));
    expect(find(artistPage.stories, story.slug).image).toEqual(details(storyPicture));
    expect(find((await get<{ items: WithImage[] }>('/api/stories')).items, story.slug).image).toEqual(
      details(storyPicture),
    );
    expect((await get<WithImage>(`/api/stories/${story.slug}`)).image).toEqual(details(storyPicture));
    const home = await get<{ products: WithImage[]; artists: WithImage[] }>('/api/home');
    expect(find(home.products, product.slug).image).toEqual(details(productPicture));
    // The admin's lists carry them too.
    const adminProducts = await get<{ items: WithImage[] }>('/api/admin/products', { cookie });
    expect(find(adminProducts.items, product.slug).image).toEqual(details(productPicture));

    // The shop: a cart's goods and seats, an order's lines.
    const buyer = await joinAs(ctx.app, db, 'member');
    const [variant] = await db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.productId, product.id));
    await buildCartLine(db, buyer.uid, variant!.id);
    const { type, event: ticketed } = await buildTicketType(db);
    await db.update(events).set({ imageUrl: eventPicture.url }).where(eq(events.id, ticketed.id));
    await buildCartSeat(db, buyer.uid, type.id);
    const cart = await get<{ lines: WithImage[]; tickets: Array<{ imageUrl: string; image: ImageDetails | null }> }>(
      '/api/cart',
      { cookie: buyer.cookie },
    );
    expect(cart.lines.map((line) => line.image)).toEqual([details(productPicture)]);
    expect(cart.tickets.map((seat) => seat.image)).toEqual([details(eventPicture)]);
    const order = await buildOrder(db, { variantId: variant!.id, userId: buyer.uid });
    await db.update(orderLines).set({ imageUrl: productPicture.url }).where(eq(orderLines.orderId, order.id));
    const placed = await get<{ lines: WithImage[] }>(`/api/orders/${order.reference}`, { cookie: buyer.cookie });
    expect(placed.lines.map((line) => line.image)).toEqual([details(productPicture)]);

    // The community: a member's avatar wherever it shows.
    const member = await joinAs(ctx.app, db, 'member');
    const avatar = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/avatar',
      headers: { cookie: member.cookie },
      payload: imageForm(await picture(300, 300), 'me.png', 'image/png'),
    });
    const avatarDetails = avatar.json<UploadResult>().image;
    expect(avatarDetails).toMatchObject({ widths: [128, 256] });
    const profile = await get<{ handle: string; avatar: ImageDetails | null }>('/api/me/profile', {
      cookie: member.cookie,
    });
    expect(profile.avatar).toEqual(avatarDetails);
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/profile',
      headers: { cookie: member.cookie },
      payload: { displayName: 'Bisi Adé', bio: '', discipline: 'Musician', handle: profile.handle },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ avatar: ImageDetails | null }>().avatar).toEqual(avatarDetails);
    const publicProfile = await get<{ member: { avatar: ImageDetails | null } }>(`/api/profiles/${profile.handle}`);
    expect(publicProfile.member.avatar).toEqual(avatarDetails);
    await db.update(communityUsers).set({ lastSeen: new Date() }).where(eq(communityUsers.userId, member.uid));
    const hub = await get<{ onlineMembers: Array<{ handle: string; avatar: ImageDetails | null }> }>('/api/community');
    expect(hub.onlineMembers.find((online) => online.handle === profile.handle)?.avatar).toEqual(avatarDetails);
    const suggestions = await get<{ members: Array<{ handle: string; avatar: ImageDetails | null }> }>(
      `/api/members/handles?prefix=${profile.handle.slice(0, 3)}`,
      { cookie: member.cookie },
    );
    expect(suggestions.members.find((found) => found.handle === profile.handle)?.avatar).toEqual(avatarDetails);
  });
});
