import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '@shared/constants';
import { imageMessages } from '@shared/image-messages';
import { inEnglish } from '@server/lib/i18n/server-i18n';
import type { UploadResult } from '@shared/schemas/media';
import { joinAs } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { exifHasGps, makeAnimatedGif, makeJpegWithGps, makePng, makeWebp } from '@server/test/fixtures/images';
import { imageForm, useFreshDataDir } from '@server/test/fixtures/uploads';
import { checkImageStore } from '@server/test/image-store-check';
import { catalogText } from '@server/test/catalog-text';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe.each(testDrivers())('admin image uploads to the local store on %s', (driver) => {
  const data = useFreshDataDir();
  const ctx = useTestApp(driver, data.overrides);

  const asAdmin = async () => (await joinAs(ctx.app, ctx.database.db, 'admin')).cookie;
  const upload = (cookie: string, folder: string, payload: FormData | Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: `/api/admin/uploads/${folder}`, headers: { cookie }, payload });
  const filesIn = (folder: string) =>
    existsSync(path.join(data.uploadsDir, folder)) ? readdirSync(path.join(data.uploadsDir, folder)) : [];

  it('accepts a PNG, a JPEG, a GIF and a WebP into their folders and serves them with a year-long cache', async () => {
    const cookie = await asAdmin();
    const cases = [
      { folder: 'products', bytes: await makePng(), name: 'cover.png', type: 'image/png', ext: 'png', format: 'png' },
      {
        folder: 'events',
        bytes: await makeJpegWithGps(),
        name: 'poster.jpg',
        type: 'image/jpeg',
        ext: 'jpg',
        format: 'jpeg',
      },
      {
        folder: 'artists',
        bytes: await makeAnimatedGif(),
        name: 'dance.gif',
        type: 'image/gif',
        ext: 'gif',
        format: 'gif',
      },
      {
        folder: 'stories',
        bytes: await makeWebp(),
        name: 'lead.webp',
        type: 'image/webp',
        ext: 'webp',
        format: 'webp',
      },
    ];
    for (const c of cases) {
      const response = await upload(cookie, c.folder, imageForm(c.bytes, c.name, c.type));
      expect(response.statusCode, c.name).toBe(201);
      const { url } = response.json<UploadResult>();
      expect(url).toMatch(new RegExp(`^/uploads/${c.folder}/[0-9a-f]{32}\\.${c.ext}$`));
      const onDisk = readFileSync(path.join(data.uploadsDir, url.slice('/uploads/'.length)));

      const served = await ctx.app.inject({ method: 'GET', url });
      expect(served.statusCode, url).toBe(200);
      expect(served.headers['cache-control']).toBe(IMMUTABLE);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-type']).toBe(c.format === 'jpeg' ? 'image/jpeg' : `image/${c.format}`);
      expect(served.rawPayload.equals(onDisk)).toBe(true);
      expect((await sharp(served.rawPayload).metadata()).format).toBe(c.format);
    }
    // Each still picture with its one width (it is small) in AVIF, WebP and JPEG; the moving GIF alone.
    expect(cases.map((c) => filesIn(c.folder).length)).toEqual([4, 4, 1, 4]);
  });

  it('serves the JPEG without its EXIF: no GPS position, no description left', async () => {
    const original = await makeJpegWithGps();
    expect(exifHasGps((await sharp(original).metadata()).exif)).toBe(true);
    const response = await upload(await asAdmin(), 'products', imageForm(original, 'holiday.jpg', 'image/jpeg'));
    const served = await ctx.app.inject({ method: 'GET', url: response.json<UploadResult>().url });
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(exifHasGps(metadata.exif)).toBe(false);
    expect(served.rawPayload.includes(Buffer.from('secret-comment-at-home'))).toBe(false);
    expect(served.rawPayload.includes(Buffer.from('TestCam'))).toBe(false);
  });

  it('judges the file by its content: a PNG named .jpg is stored as a PNG', async () => {
    const response = await upload(await asAdmin(), 'products', imageForm(await makePng(), 'photo.jpg', 'image/jpeg'));
    expect(response.statusCode).toBe(201);
    expect(response.json<UploadResult>().url).toMatch(/\.png$/);
  });

  it('refuses a text file named .png and declared image/png, and stores nothing', async () => {
    const response = await upload(
      await asAdmin(),
      'products',
      imageForm(Buffer.from('I am only text.\n'), 'fake.png', 'image/png'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: inEnglish(imageMessages.imageInvalidType) },
    });
    expect(filesIn('products')).toEqual([]);
  });

  it('refuses 5 MB and 1 byte with a 413 and the too-large message, but reads exactly 5 MB', async () => {
    const cookie = await asAdmin();
    const tooLarge = await upload(
      cookie,
      'products',
      imageForm(Buffer.alloc(MAX_IMAGE_BYTES + 1, 1), 'big.png', 'image/png'),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: inEnglish(imageMessages.imageTooLarge) },
    });
    expect(tooLarge.headers.connection).toBe('close');

    // Exactly the limit passes the size check and is then judged by its content.
    const atLimit = await upload(
      cookie,
      'products',
      imageForm(Buffer.alloc(MAX_IMAGE_BYTES, 1), 'big.png', 'image/png'),
    );
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json<{ error: { message: string } }>().error.message).toBe(
      inEnglish(imageMessages.imageInvalidType),
    );
    expect(filesIn('products')).toEqual([]);
  });

  it('gives the same URL to the same image uploaded twice, and keeps one set of files', async () => {
    const cookie = await asAdmin();
    const png = await makePng();
    const first = await upload(cookie, 'artists', imageForm(png, 'one.png', 'image/png'));
    const second = await upload(cookie, 'artists', imageForm(png, 'two.png', 'image/png'));
    expect(first.statusCode).toBe(201);
    expect(second.json<UploadResult>().url).toBe(first.json<UploadResult>().url);
    expect(filesIn('artists')).toHaveLength(4);
  });

  it('refuses folders outside the list, avatars included, with a 400', async () => {
    const cookie = await asAdmin();
    const png = await makePng();
    for (const folder of ['avatars', 'secrets', '..%2Fproducts', 'products%2F..']) {
      const response = await upload(cookie, folder, imageForm(png, 'x.png', 'image/png'));
      expect(response.statusCode, folder).toBe(400);
      expect(response.json<{ error: { code: string } }>().error.code).toBe('VALIDATION_FAILED');
    }
    expect(readdirSync(data.uploadsDir)).toEqual([]);
  });

  it('answers 400 when no file is sent', async () => {
    const cookie = await asAdmin();
    const onlyText = new FormData();
    onlyText.append('file', 'not a file');
    const wrongField = imageForm(await makePng(), 'x.png', 'image/png', 'image');
    for (const payload of [onlyText, wrongField, { file: 'x' }]) {
      const response = await upload(cookie, 'products', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: {
          code: 'BAD_REQUEST',
          message: 'Choose an image to upload (a multipart/form-data field named "file").',
        },
      });
    }
  });

  it('answers 401 to a visitor and 403 to a member, and stores nothing', async () => {
    const member = await joinAs(ctx.app, ctx.database.db, 'member');
    const form = () => imageForm(Buffer.alloc(10), 'x.png', 'image/png');
    const visitor = await ctx.app.inject({ method: 'POST', url: '/api/admin/uploads/products', payload: form() });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json<{ error: { code: string } }>().error.code).toBe('UNAUTHORIZED');
    const asMember = await upload(member.cookie, 'products', form());
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'This area is for administrators only.' } });
    for (const headers of [{}, { cookie: member.cookie }]) {
      const check = await ctx.app.inject({ method: 'POST', url: '/api/admin/media/test', headers });
      expect(check.statusCode).toBe('cookie' in headers ? 403 : 401);
    }
    expect(readdirSync(data.uploadsDir)).toEqual([]);
  });

  it('answers the JSON 404 for files that are not stored images', async () => {
    const response = await upload(await asAdmin(), 'products', imageForm(await makePng(), 'x.png', 'image/png'));
    const url = response.json<UploadResult>().url;
    const missing = url.replace(/[0-9a-f]{32}/, '0'.repeat(32));
    for (const target of [
      missing,
      '/uploads/products/',
      '/uploads/',
      '/uploads/products/.probe',
      '/uploads/../package.json',
      '/uploads/secrets/x.png',
    ]) {
      const served = await ctx.app.inject({ method: 'GET', url: target });
      expect(served.statusCode, target).toBe(404);
      expect(served.json<{ error: { code: string } }>().error.code, target).toBe('NOT_FOUND');
    }
  });

  it('tests the local image hosting: working, naming the folder', async () => {
    const { status, result } = await checkImageStore(ctx);
    expect(status).toBe(200);
    expect(result).toEqual({
      store: 'local',
      outcome: 'working',
      message: 'Local image storage is working correctly: images are saved on this server, in DATA_DIR/uploads.',
    });
    expect(readdirSync(data.uploadsDir)).toEqual([]);
  });

  it('says the hosting test and an upload’s refusals in the language of the admin’s page', async () => {
    const headers = { cookie: await asAdmin(), 'accept-language': 'fr' };
    const check = await ctx.app.inject({ method: 'POST', url: '/api/admin/media/test', headers });
    expect(check.json()).toEqual({
      store: 'local',
      outcome: 'working',
      message: await catalogText('fr', 'media.local.working'),
    });
    // Judged in an image process, whose refusal the server says in the request's language.
    const text = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/uploads/products',
      headers,
      payload: imageForm(Buffer.from('I am only text.\n'), 'fake.png', 'image/png'),
    });
    expect(text.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: await catalogText('fr', 'media.image.invalid-type') },
    });
    const noFile = await ctx.app.inject({ method: 'POST', url: '/api/admin/uploads/products', headers, payload: {} });
    expect(noFile.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: await catalogText('fr', 'media.upload.no-image', { field: 'file' }) },
    });
  });
});
