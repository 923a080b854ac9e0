import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadResult } from '@shared/schemas/media';
import { buildApp, type App } from '@server/app';
import type { Config, S3Settings } from '@server/config';
import { communityUsers } from '@server/db/schema';
import { joinAs } from '@server/test/accounts';
import { testConfig, useTestApp, type TestContext } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { startHttpServer, type HttpServer } from '@server/test/fakes/http';
import { startFakeS3, type FakeS3 } from '@server/test/fakes/s3';
import { makeJpegWithGps, makePng, makeWebp } from '@server/test/fixtures/images';
import { imageForm, useFreshDataDir } from '@server/test/fixtures/uploads';
import { refusedUrl } from '@server/test/processes/ports';
import { cardPicture } from '../preview-cards/card-picture';
import { buffer } from 'node:stream/consumers';
import { VARIANT_CONTENT_TYPES, VARIANT_FORMATS, variantFileName, variantUrl } from '@shared/image-variants';
import { storedFileName } from './local-media-store';
import { createS3MediaStore, s3CheckMessages } from './s3-media-store';
import { checkImageStore } from '@server/test/image-store-check';
import { inEnglish } from '@server/lib/i18n/server-i18n';

const TIMEOUT_MS = 1500;
const IMMUTABLE = 'public, max-age=31536000, immutable';

function s3Config(settings: S3Settings): Partial<Config> {
  return { s3: settings, imports: { ...testConfig().imports, timeoutMs: TIMEOUT_MS } };
}

/** Another server: its own app and S3 client, on the same database and bucket. */
async function withSecondServer<T>(ctx: TestContext, overrides: Partial<Config>, use: (app: App) => Promise<T>) {
  const app = await buildApp({ config: testConfig(overrides), database: ctx.database });
  try {
    await app.ready();
    return await use(app);
  } finally {
    await app.close();
  }
}

const errorOf = (response: { json: <T>() => T }) => response.json<{ error: { code: string; message: string } }>().error;

describe.each(testDrivers())('images in an S3 bucket on %s', (driver) => {
  let s3: FakeS3;
  const data = useFreshDataDir();
  const ctx = useTestApp(driver, data.overrides);
  beforeAll(async () => {
    s3 = await startFakeS3();
    Object.assign(data.overrides, s3Config(s3.settings));
  });
  afterAll(() => s3.close());

  const asAdmin = async () => (await joinAs(ctx.app, ctx.database.db, 'admin')).cookie;
  const upload = async (cookie: string, folder: string, form: FormData) =>
    ctx.app.inject({ method: 'POST', url: `/api/admin/uploads/${folder}`, headers: { cookie }, payload: form });

  it('stores an upload under its content name, and another server serves it with the local cache headers', async () => {
    const cookie = await asAdmin();
    const png = await upload(cookie, 'products', imageForm(await makePng(), 'Cover.png', 'image/png'));
    const jpeg = await upload(cookie, 'events', imageForm(await makeJpegWithGps(), 'trip.jpeg', 'image/jpeg'));
    expect([png.statusCode, jpeg.statusCode]).toEqual([201, 201]);
    const pngUrl = png.json<UploadResult>().url;
    const jpegUrl = jpeg.json<UploadResult>().url;
    expect(pngUrl).toMatch(/^\/uploads\/products\/[0-9a-f]{32}\.png$/);
    expect(jpegUrl).toMatch(/^\/uploads\/events\/[0-9a-f]{32}\.jpg$/);
    // The bucket holds it all: this server's disk is left alone.
    expect(existsSync(data.uploadsDir)).toBe(false);

    await withSecondServer(ctx, data.overrides, async (other) => {
      for (const [url, type, extension] of [
        [pngUrl, 'image/png', 'png'],
        [jpegUrl, 'image/jpeg', 'jpg'],
      ] as const) {
        const served = await other.inject({ method: 'GET', url });
        expect(served.statusCode, url).toBe(200);
        expect(served.headers['content-type']).toBe(type);
        expect(served.headers['cache-control']).toBe(IMMUTABLE);
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
        // The bytes are those the name was made from: the re-encoded image, without its EXIF.
        expect(url.endsWith(`/${storedFileName({ bytes: served.rawPayload, extension })}`)).toBe(true);
        expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();

        const again = await other.inject({
          method: 'GET',
          url,
          headers: { 'if-none-match': String(served.headers.etag) },
        });
        expect(again.statusCode).toBe(304);
        expect(again.rawPayload.length).toBe(0);
        const head = await other.inject({ method: 'HEAD', url });
        expect(head.statusCode).toBe(200);
        expect(head.headers['content-length']).toBe(served.headers['content-length']);
        expect(head.headers['content-type']).toBe(type);
      }
      // The copies are in the bucket too (a 32 px picture: its own width), served with their own types.
      for (const [format, type] of [
        ['avif', 'image/avif'],
        ['webp', 'image/webp'],
        ['jpg', 'image/jpeg'],
      ] as const) {
        const copy = await other.inject({ method: 'GET', url: variantUrl(pngUrl, 32, format)! });
        expect([copy.statusCode, copy.headers['content-type'], copy.headers['cache-control']]).toEqual([
          200,
          type,
          IMMUTABLE,
        ]);
        expect((await sharp(copy.rawPayload).metadata()).width).toBe(32);
      }
    });
  });

  it('keeps one object for the same bytes', async () => {
    const cookie = await asAdmin();
    const bytes = await makePng();
    const urls = await Promise.all(
      [1, 2, 3].map(
        async () => (await upload(cookie, 'artists', imageForm(bytes, 'a.png', 'image/png'))).json<UploadResult>().url,
      ),
    );
    expect(new Set(urls).size).toBe(1);
  });

  it('answers the JSON 404 for a missing object and for names the store never writes', async () => {
    const url = (
      await upload(await asAdmin(), 'stories', imageForm(await makePng(), 'x.png', 'image/png'))
    ).json<UploadResult>().url;
    for (const target of [
      url.replace(/[0-9a-f]{32}/, '0'.repeat(32)),
      url.replace('/stories/', '/events/'),
      '/uploads/products/',
      '/uploads/',
      '/uploads/.probe-1',
      '/uploads/../package.json',
      '/uploads/secrets/x.png',
    ]) {
      const served = await ctx.app.inject({ method: 'GET', url: target });
      expect(served.statusCode, target).toBe(404);
      expect(errorOf(served).code, target).toBe('NOT_FOUND');
    }
  });

  it("deletes a member's replaced avatar from the bucket, and keeps the new one", async () => {
    const member = await joinAs(ctx.app, ctx.database.db, 'member');
    const send = async (bytes: Buffer, type: string) =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/me/avatar',
          headers: { cookie: member.cookie },
          payload: imageForm(bytes, 'me', type),
        })
      ).json<UploadResult>().url;
    const first = await send(await makePng(), 'image/png');
    const second = await send(await makeWebp(), 'image/webp');
    expect(second).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    expect((await ctx.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    const served = await ctx.app.inject({ method: 'GET', url: second });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('tests the configuration: a probe written and deleted is working', async () => {
    const { status, result } = await checkImageStore(ctx);
    expect(status).toBe(200);
    expect(result).toEqual({
      store: 's3',
      outcome: 'working',
      message: 'S3 image storage is working correctly: images are saved in the bucket "griot-test".',
    });
  });
});

describe.each(testDrivers())('an S3 bucket out of reach on %s', (driver) => {
  const overrides: Partial<Config> = {};
  const ctx = useTestApp(driver, overrides);
  beforeAll(async () => {
    const endpoint = await refusedUrl();
    Object.assign(
      overrides,
      s3Config({
        endpoint,
        region: 'us-east-1',
        bucket: 'griot-test',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
      }),
    );
  });

  it('answers an upload with 502 and the reason', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/uploads/products',
      headers: { cookie: (await joinAs(ctx.app, ctx.database.db, 'admin')).cookie },
      payload: imageForm(await makePng(), 'x.png', 'image/png'),
    });
    expect(response.statusCode).toBe(502);
    expect(errorOf(response).code).toBe('UPLOAD_FAILED');
    expect(errorOf(response).message).toMatch(/^Upload failed: connect ECONNREFUSED 127\.0\.0\.1:\d+$/);
  });

  it("answers a member's avatar with 502 and leaves their profile as it was", async () => {
    const member = await joinAs(ctx.app, ctx.database.db, 'member');
    const avatarOf = async () =>
      (
        await ctx.database.db
          .select({ avatarUrl: communityUsers.avatarUrl })
          .from(communityUsers)
          .where(eq(communityUsers.userId, member.uid))
      )[0]?.avatarUrl;
    const before = await avatarOf();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/avatar',
      headers: { cookie: member.cookie },
      payload: imageForm(await makePng(), 'me.png', 'image/png'),
    });
    expect(response.statusCode).toBe(502);
    expect(errorOf(response).message).toMatch(/^Upload failed: connect ECONNREFUSED/);
    expect(await avatarOf()).toBe(before);
  });

  it('answers an image with 502 in the one error shape', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/uploads/products/${'a'.repeat(32)}.png` });
    expect(response.statusCode).toBe(502);
    expect(errorOf(response)).toEqual({
      code: 'MEDIA_STORE_FAILED',
      message: 'The image could not be read from the image store. Please try again.',
    });
  });

  it('tests the configuration: no answer has failed, with the reason for the console', async () => {
    const { result } = await checkImageStore(ctx);
    expect(result).toMatchObject({ store: 's3', outcome: 'failed', message: inEnglish(s3CheckMessages.failed) });
    expect(result.detail).toMatch(/^PutObject: connect ECONNREFUSED 127\.0\.0\.1:\d+$/);
  });
});

describe('the S3 store on its own', () => {
  let s3: FakeS3;
  let silent: HttpServer;
  beforeAll(async () => {
    s3 = await startFakeS3();
    // Accepts connections and never answers.
    silent = await startHttpServer(() => {});
  });
  afterAll(async () => {
    await s3.close();
    await silent.close();
  });

  const image = (text: string) => ({
    bytes: Buffer.from(text),
    extension: 'png' as const,
    contentType: 'image/png',
    baseName: 'x',
  });
  const exists = async (store: ReturnType<typeof createS3MediaStore>, url: string) => {
    const [, , folder, name] = url.split('/');
    return (await store.read(folder as 'products', name!, { headOnly: true })) !== null;
  };

  it('removes only names it writes, in the folder it is given', async () => {
    const store = createS3MediaStore(s3.settings, TIMEOUT_MS);
    const { url } = await store.save({ ...image('kept until removed'), folder: 'avatars' });
    expect(url).toBe(`/uploads/avatars/${storedFileName(image('kept until removed'))}`);
    await store.remove(url, 'products');
    await store.remove(url.replace('/uploads/', '/media/'), 'avatars');
    await store.remove(`${url}/../x.png`, 'avatars');
    await store.remove('https://cdn.example/uploads/avatars/x.png', 'avatars');
    expect(await exists(store, url)).toBe(true);
    await store.remove(url, 'avatars');
    expect(await exists(store, url)).toBe(false);
    // Already gone: nothing to say.
    await store.remove(url, 'avatars');
  });

  it('saves every responsive copy beside the picture, and removes them all with it', async () => {
    const store = createS3MediaStore(s3.settings, TIMEOUT_MS);
    const widths = [320, 640, 1024, 1600];
    const variants = widths.flatMap((width) =>
      VARIANT_FORMATS.map((format) => ({
        width,
        format,
        bytes: Buffer.from(`${width} ${format}`),
        contentType: VARIANT_CONTENT_TYPES[format],
      })),
    );
    const { url } = await store.save({ ...image('a picture with copies'), folder: 'products', variants });
    // Another picture whose name shares nothing with this one stays.
    const other = await store.save({ ...image('another picture'), folder: 'products' });
    const name = url.split('/').pop()!;
    expect(await exists(store, url)).toBe(true);
    for (const variant of variants) {
      const copy = variantFileName(name, variant.width, variant.format);
      const object = await store.read('products', copy, { headOnly: false });
      expect((await buffer(object!.body!)).toString(), copy).toBe(`${variant.width} ${variant.format}`);
    }
    await store.remove(url, 'products');
    expect(await exists(store, url)).toBe(false);
    for (const variant of variants) {
      expect(
        await store.read('products', variantFileName(name, variant.width, variant.format), { headOnly: true }),
      ).toBe(null);
    }
    expect(await exists(store, other.url)).toBe(true);
  });

  it('gives preview cards the stored bytes', async () => {
    const store = createS3MediaStore(s3.settings, TIMEOUT_MS);
    const { url } = await store.save({ ...image('card picture'), folder: 'products' });
    expect((await cardPicture(url, store))?.toString()).toBe('card picture');
    expect(await cardPicture(url.replace(/[0-9a-f]{32}/, '0'.repeat(32)), store)).toBeNull();
  });

  it('has issues when the keys are refused, naming what the bucket said', async () => {
    const check = await createS3MediaStore({ ...s3.settings, accessKeyId: 'REVOKED' }, TIMEOUT_MS).check();
    expect({ ...check, message: inEnglish(check.message) }).toEqual({
      store: 's3',
      outcome: 'issues',
      message: inEnglish(s3CheckMessages.issues('PutObject answered InvalidAccessKeyId')),
      detail:
        'PutObject answered 403 InvalidAccessKeyId - The AWS Access Key Id you provided does not exist in our records.',
    });
  });

  it('has issues when the bucket does not exist', async () => {
    const check = await createS3MediaStore({ ...s3.settings, bucket: 'no-such-bucket' }, TIMEOUT_MS).check();
    expect({ ...check, message: inEnglish(check.message) }).toMatchObject({
      store: 's3',
      outcome: 'issues',
      message:
        'S3 image storage has issues (PutObject answered NoSuchBucket). Check S3_BUCKET, S3_REGION and that the access keys may write and delete in the bucket.',
      detail: 'PutObject answered 404 NoSuchBucket - The specified bucket does not exist',
    });
  });

  it('gives up on a store that does not answer in time', async () => {
    const store = createS3MediaStore({ ...s3.settings, endpoint: silent.url }, TIMEOUT_MS);
    const started = Date.now();
    await expect(store.save({ ...image('x'), folder: 'products' })).rejects.toThrow(
      `Upload failed: no answer within ${TIMEOUT_MS} ms`,
    );
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1000);
    expect(await store.check()).toMatchObject({
      outcome: 'failed',
      detail: `PutObject: no answer within ${TIMEOUT_MS} ms`,
    });
  });
});
