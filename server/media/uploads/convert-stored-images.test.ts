// `npm run images:convert`: pictures uploaded before responsive images get their copies and details, once;
// the command refuses an embedded database that a running server has open.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VARIANT_FORMATS, variantFileName } from '@shared/image-variants';
import type { Product } from '@shared/schemas/catalog';
import { openDatabase } from '@server/db/database';
import { migrateDatabase } from '@server/db/migrate';
import { communityUsers, products, storedImages } from '@server/db/schema';
import { operatorSocketPath } from '@server/operations/backup/operator-socket-protocol';
import { serveOperatorSocket } from '@server/operations/backup/operator-socket';
import { fromRoot } from '@server/project-root';
import { joinAs } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { buildArtist, buildProduct } from '@server/test/factories/catalog';
import { startFakeS3, type FakeS3 } from '@server/test/fakes/s3';
import { makeAnimatedGif } from '@server/test/fixtures/images';
import { useFreshDataDir } from '@server/test/fixtures/uploads';
import { createLocalMediaStore } from '../store/local-media-store';
import type { MediaStore } from '../store/media-store';
import { createS3MediaStore } from '../store/s3-media-store';
import { convertStoredImages } from './convert-stored-images';

const run = promisify(execFile);
const CLOUDINARY = 'https://res.cloudinary.com/griot/image/upload/v1/products/1700-old.jpg';

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2f6b4f' } })
    .jpeg()
    .toBuffer();

/** A picture stored as the site did before responsive images: the file alone. */
async function storedBefore(store: MediaStore, folder: 'products' | 'avatars' | 'events', bytes: Buffer) {
  const format = (await sharp(bytes).metadata()).format;
  const [extension, contentType] = format === 'gif' ? ['gif', 'image/gif'] : ['jpg', 'image/jpeg'];
  return (await store.save({ bytes, extension: extension as 'jpg', contentType, folder, baseName: 'x' })).url;
}

describe.each(testDrivers())('converting pictures stored before responsive images on %s', (driver) => {
  const data = useFreshDataDir();
  const ctx = useTestApp(driver, data.overrides);
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3();
  });
  afterAll(() => s3.close());

  it('gives each picture a record names its copies and details, once, and leaves other pictures alone', async () => {
    const { db } = ctx.database;
    const store = createLocalMediaStore(data.uploadsDir);
    const cover = await storedBefore(store, 'products', await jpeg(1200, 800));
    const moving = await storedBefore(store, 'events', await makeAnimatedGif());
    const avatar = await storedBefore(store, 'avatars', await jpeg(256, 256));
    const missing = '/uploads/products/0123456789abcdef0123456789abcdef.jpg';
    const artist = await buildArtist(db, { imageUrl: '/media/art/record/seed.svg' });
    const product = await buildProduct(db, { artistId: artist.id, imageUrl: cover });
    await buildProduct(db, { artistId: artist.id, imageUrl: cover });
    await buildProduct(db, { artistId: artist.id, imageUrl: moving });
    await buildProduct(db, { artistId: artist.id, imageUrl: CLOUDINARY });
    await buildProduct(db, { artistId: artist.id, imageUrl: 'https://cdn.example/elsewhere.jpg' });
    await buildProduct(db, { artistId: artist.id, imageUrl: missing });
    const member = await joinAs(ctx.app, db, 'member');
    await db.update(communityUsers).set({ avatarUrl: avatar }).where(eq(communityUsers.userId, member.uid));
    expect(await db.select().from(storedImages)).toEqual([]);

    const fetched: string[] = [];
    const fetchImage = async (url: string) => {
      fetched.push(url);
      return jpeg(900, 600);
    };
    const report = await convertStoredImages({ db, store, fetchImage });
    expect([...report.converted].sort()).toEqual([CLOUDINARY, avatar, cover, moving].sort());
    expect(report.failed).toEqual([{ url: missing, reason: 'the file is missing from the image store' }]);
    expect([report.alreadyDone, report.notUploads]).toEqual([0, 2]);
    expect(fetched).toEqual([CLOUDINARY]);

    const files = (folder: string) => readdirSync(path.join(data.uploadsDir, folder)).sort();
    const copiesOf = (url: string, widths: number[]) =>
      widths.flatMap((width) => VARIANT_FORMATS.map((format) => variantFileName(url.split('/').pop()!, width, format)));
    expect(files('products')).toEqual([cover.split('/').pop()!, ...copiesOf(cover, [320, 640, 1024, 1200])].sort());
    expect(files('avatars')).toEqual([avatar.split('/').pop()!, ...copiesOf(avatar, [128, 256])].sort());
    expect(files('events')).toEqual([moving.split('/').pop()]);
    const copy = await sharp(path.join(data.uploadsDir, 'products', copiesOf(cover, [640])[0]!)).metadata();
    expect([copy.format, copy.width, copy.height]).toEqual(['heif', 640, 427]);

    const rows = await db.select().from(storedImages);
    expect(Object.fromEntries(rows.map((row) => [row.url, row.widths]))).toEqual({
      [cover]: [320, 640, 1024, 1200],
      [moving]: [],
      [avatar]: [128, 256],
      [CLOUDINARY]: [320, 640, 900],
    });
    const after = (await ctx.app.inject({ method: 'GET', url: `/api/products/${product.slug}` })).json<Product>();
    expect(after.image).toMatchObject({ width: 1200, height: 800, widths: [320, 640, 1024, 1200] });

    // A second run finds everything done (the missing file is still missing).
    const again = await convertStoredImages({ db, store, fetchImage });
    expect([again.converted, again.alreadyDone, again.failed.length]).toEqual([[], 4, 1]);
    expect(fetched).toEqual([CLOUDINARY]);
  });

  it('leaves a stored picture of more than 40 megapixels undecoded, as an upload would be', async () => {
    const { db } = ctx.database;
    const store = createLocalMediaStore(data.uploadsDir);
    const huge = await storedBefore(store, 'products', await jpeg(8000, 5001));
    await buildProduct(db, { imageUrl: huge });
    const report = await convertStoredImages({ db, store, fetchImage: () => Promise.reject(new Error('no fetch')) });
    expect(report.converted).toEqual([]);
    expect(report.failed).toEqual([{ url: huge, reason: expect.stringMatching(/pixel limit/) as unknown }]);
  });

  it('writes the copies of a picture kept in an S3 bucket into the bucket', async () => {
    const { db } = ctx.database;
    const store = createS3MediaStore(s3.settings, 2000);
    const cover = await storedBefore(store, 'products', await jpeg(700, 350));
    await buildProduct(db, { imageUrl: cover });
    const report = await convertStoredImages({ db, store, fetchImage: () => Promise.reject(new Error('no fetch')) });
    expect(report.converted).toEqual([cover]);
    const name = cover.split('/').pop()!;
    for (const width of [320, 640, 700]) {
      for (const format of VARIANT_FORMATS) {
        const object = await store.read('products', variantFileName(name, width, format), { headOnly: true });
        expect(object, `${width} ${format}`).not.toBeNull();
      }
    }
    // Nothing on this server's disk: the bucket keeps them.
    expect(existsSync(path.join(data.uploadsDir, 'products'))).toBe(false);
  });
});

describe('npm run images:convert', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'griot-convert-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const command = () =>
    run(process.execPath, ['--import', 'tsx', fromRoot('scripts', 'convert-images.ts')], {
      cwd: fromRoot(),
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', TSX_TSCONFIG_PATH: 'tsconfig.server.json' },
    }).then(
      ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it(
    'converts the embedded database’s pictures with the server stopped, and refuses while one runs',
    { timeout: 120_000 },
    async () => {
      const pgliteDir = path.join(dataDir, 'pglite');
      const cover = await storedBefore(
        createLocalMediaStore(path.join(dataDir, 'uploads')),
        'products',
        await jpeg(400, 400),
      );
      const database = await openDatabase({ driver: 'pglite', dataDir: pgliteDir });
      await migrateDatabase(database);
      await buildProduct(database.db, { imageUrl: cover });
      if (database.driver !== 'pglite') throw new Error('expected the embedded database');

      // A server has the database open and answers on its operator socket: refused, nothing written.
      const socket = await serveOperatorSocket(operatorSocketPath(dataDir), database.client);
      const refused = await command();
      await socket.close();
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/A server is running on the embedded database .* Stop it/);
      expect((await database.db.select().from(storedImages)).length).toBe(0);
      await database.close();

      const converted = await command();
      expect(converted.stdout).toContain(`Converted: ${cover} (320, 400 widths)`);
      expect(converted.stdout).toContain('1 pictures converted, 0 already done, 0 not uploads');
      expect(converted.code).toBe(0);
      const reopened = await openDatabase({ driver: 'pglite', dataDir: pgliteDir });
      try {
        const [row] = await reopened.db.select().from(storedImages).where(eq(storedImages.url, cover));
        expect(row).toMatchObject({ width: 400, height: 400, widths: [320, 400] });
        expect((await reopened.db.select().from(products)).map((p) => p.imageUrl)).toContain(cover);
      } finally {
        await reopened.close();
      }
    },
  );
});
