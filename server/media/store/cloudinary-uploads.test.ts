import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '@shared/admin-messages';
import { imageMessages } from '@shared/image-messages';
import { inEnglish } from '@server/lib/i18n/server-i18n';
import type { StoreCheck, UploadResult } from '@shared/schemas/media';
import type { Config } from '@server/config';
import { communityUsers, storedImages } from '@server/db/schema';
import { joinAs } from '@server/test/accounts';
import { testConfig, useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { createFakeCloudinary } from '@server/test/fakes/cloudinary';
import { neverAnswer } from '@server/test/fakes/http';
import { useFake } from '@server/test/fakes/use-fakes';
import { exifHasGps, makeJpegWithGps, makePng } from '@server/test/fixtures/images';
import { imageForm, useFreshDataDir } from '@server/test/fixtures/uploads';
import { refusedUrl } from '@server/test/processes/ports';
import { checkImageStore } from '@server/test/image-store-check';

const TIMEOUT_MS = 1500;

function cloudinaryConfig(baseUrl: string, cloudName = 'griot-test'): Partial<Config> {
  return {
    cloudinary: { cloudName, uploadPreset: 'griot-unsigned', baseUrl, apiKey: 'key-123', apiSecret: 'secret-456' },
    imports: { ...testConfig().imports, timeoutMs: TIMEOUT_MS },
  };
}

describe.each(testDrivers())('images on Cloudinary on %s', (driver) => {
  const fake = useFake(createFakeCloudinary());
  const data = useFreshDataDir();
  const ctx = useTestApp(driver, data.overrides);
  beforeAll(() => {
    Object.assign(data.overrides, cloudinaryConfig(fake.url));
  });

  const asAdmin = async () => (await joinAs(ctx.app, ctx.database.db, 'admin')).cookie;
  const upload = async (cookie: string, folder: string, form: FormData) =>
    ctx.app.inject({ method: 'POST', url: `/api/admin/uploads/${folder}`, headers: { cookie }, payload: form });
  const check = async (cookie: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/admin/media/test', headers: { cookie } });

  it("uploads with Cloudinary's multipart fields and answers with secure_url", async () => {
    const cookie = await asAdmin();
    const before = Date.now();
    const response = await upload(cookie, 'products', imageForm(await makePng(), 'Cover Art (final).PNG', 'image/png'));
    const after = Date.now();

    expect(response.statusCode).toBe(201);
    expect(fake.uploads).toHaveLength(1);
    const received = fake.uploads[0]!;
    expect(received.path).toBe('/v1_1/griot-test/image/upload');
    expect(Object.keys(received.fields).sort()).toEqual(['folder', 'public_id', 'upload_preset']);
    expect(received.fields.upload_preset).toBe('griot-unsigned');
    expect(received.fields.folder).toBe('products');
    const [, timestamp] = /^(\d+)-cover-art-final$/.exec(received.fields.public_id ?? '') ?? [];
    expect(Number(timestamp)).toBeGreaterThanOrEqual(before);
    expect(Number(timestamp)).toBeLessThanOrEqual(after);
    expect(received.file).toMatchObject({ name: 'cover-art-final.png', type: 'image/png' });
    expect((await sharp(received.file!.bytes).metadata()).format).toBe('png');

    const url = `https://res.cloudinary.com/griot-test/image/upload/v1763812345/products/${received.fields.public_id}.png`;
    // One upload: Cloudinary makes each width from it (w_<n> in the URL); the details are ours.
    const image = { width: 32, height: 24, widths: [32], placeholder: expect.any(String) as unknown };
    expect(response.json<UploadResult>()).toEqual({ url, image });
    const [row] = await ctx.database.db.select().from(storedImages).where(eq(storedImages.url, url));
    expect(row).toMatchObject({ url, ...image });
    // Nothing is kept or served locally when Cloudinary is the store.
    expect(existsSync(data.uploadsDir)).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: `/uploads/products/${'a'.repeat(32)}.png` })).statusCode).toBe(
      404,
    );
  });

  it('sends Cloudinary the re-encoded image, never the EXIF GPS position', async () => {
    const response = await upload(
      await asAdmin(),
      'events',
      imageForm(await makeJpegWithGps(), 'trip.jpeg', 'image/jpeg'),
    );
    expect(response.statusCode).toBe(201);
    const sent = fake.uploads[0]!;
    expect(sent.fields.folder).toBe('events');
    expect(sent.file!.name).toBe('trip.jpg');
    const metadata = await sharp(sent.file!.bytes).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(exifHasGps(metadata.exif)).toBe(false);
  });

  it("answers 502 with 'Upload failed: {status} - {body}' when Cloudinary refuses", async () => {
    fake.presets.clear();
    const response = await upload(await asAdmin(), 'stories', imageForm(await makePng(), 'x.png', 'image/png'));
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      error: { code: 'UPLOAD_FAILED', message: 'Upload failed: 400 - {"error":{"message":"Upload preset not found"}}' },
    });
  });

  it('still refuses an invalid image before calling Cloudinary', async () => {
    const response = await upload(await asAdmin(), 'products', imageForm(Buffer.from('text'), 'x.png', 'image/png'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: inEnglish(imageMessages.imageInvalidType) },
    });
    expect(fake.uploads).toEqual([]);
  });

  it('answers 502 when Cloudinary does not answer in time', async () => {
    fake.answerWith(neverAnswer);
    const response = await upload(await asAdmin(), 'products', imageForm(await makePng(), 'x.png', 'image/png'));
    expect(response.statusCode).toBe(502);
    expect(response.json<{ error: { message: string } }>().error.message).toMatch(/^Upload failed: .*timeout/i);
  });

  it("sends a member's avatar to the avatars folder and keeps Cloudinary's URL on their profile", async () => {
    const member = await joinAs(ctx.app, ctx.database.db, 'member');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/avatar',
      headers: { cookie: member.cookie },
      payload: imageForm(await makePng(), 'Me.png', 'image/png'),
    });
    expect(response.statusCode).toBe(200);
    expect(fake.uploads.map((u) => u.fields.folder)).toEqual(['avatars']);
    expect(fake.uploads[0]!.fields.public_id).toMatch(/^\d+-me$/);
    const { url } = response.json<UploadResult>();
    expect(url).toBe(
      `https://res.cloudinary.com/griot-test/image/upload/v1763812345/avatars/${fake.uploads[0]!.fields.public_id}.png`,
    );
    const [profile] = await ctx.database.db.select().from(communityUsers).where(eq(communityUsers.userId, member.uid));
    expect(profile!.avatarUrl).toBe(url);
  });

  it('tests the configuration: ping answered 200 is working, with the API key and secret as basic auth', async () => {
    const response = await check(await asAdmin());
    expect(response.statusCode).toBe(200);
    expect(response.json<StoreCheck>()).toEqual({
      store: 'cloudinary',
      outcome: 'working',
      message: inEnglish(adminMessages.cloudinaryWorking),
    });
    expect(fake.pings).toEqual([{ authorization: `Basic ${Buffer.from('key-123:secret-456').toString('base64')}` }]);
  });

  it('tests the configuration: ping answered 401 has issues', async () => {
    fake.credentials = { apiKey: 'other', apiSecret: 'keys' };
    const response = await check(await asAdmin());
    expect(response.statusCode).toBe(200);
    expect(response.json<StoreCheck>()).toEqual({
      store: 'cloudinary',
      outcome: 'issues',
      message: inEnglish(adminMessages.cloudinaryIssues),
      detail: 'Ping answered 401: {"error":{"message":"Invalid api_key or api_secret"}}',
    });
  });

  it('tests the configuration: no answer in time has failed, with the reason for the console', async () => {
    fake.answerWith(neverAnswer);
    const response = await check(await asAdmin());
    expect(response.json<StoreCheck>()).toMatchObject({
      store: 'cloudinary',
      outcome: 'failed',
      message: inEnglish(adminMessages.cloudinaryFailed),
    });
    expect(response.json<StoreCheck>().detail).toMatch(/timeout/i);
  });
});

describe.each(testDrivers())('Cloudinary out of reach on %s', (driver) => {
  const overrides: Partial<Config> = {};
  const ctx = useTestApp(driver, overrides);
  beforeAll(async () => {
    Object.assign(overrides, cloudinaryConfig(await refusedUrl()));
  });

  it('tests the configuration: a refused connection has failed, with the reason for the console', async () => {
    const { status, result } = await checkImageStore(ctx);
    expect(status).toBe(200);
    expect(result).toMatchObject({
      store: 'cloudinary',
      outcome: 'failed',
      message: inEnglish(adminMessages.cloudinaryFailed),
    });
    expect(result.detail).toMatch(/^fetch failed: connect ECONNREFUSED 127\.0\.0\.1:\d+$/);
  });

  it('answers an upload with 502 and the reason', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/uploads/artists',
      headers: { cookie: (await joinAs(ctx.app, ctx.database.db, 'admin')).cookie },
      payload: imageForm(await makePng(), 'x.png', 'image/png'),
    });
    expect(response.statusCode).toBe(502);
    expect(response.json<{ error: { message: string } }>().error.message).toMatch(
      /^Upload failed: fetch failed: connect ECONNREFUSED/,
    );
  });
});
