import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '@shared/constants';
import { imageMessages } from '@shared/image-messages';
import { inEnglish } from '@server/lib/i18n/server-i18n';
import type { UploadResult } from '@shared/schemas/media';
import { communityUsers } from '@server/db/schema';
import { joinAs } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { exifHasGps, makeJpegWithGps, makeLargePng, makePng, makeWebp } from '@server/test/fixtures/images';
import { imageForm, useFreshDataDir } from '@server/test/fixtures/uploads';
import { BUSY_RETRY_AFTER_SECONDS } from '../images/image-work';
import { TOO_MANY_AVATARS } from './routes';

describe.each(testDrivers())('POST /api/me/avatar on %s', (driver) => {
  const data = useFreshDataDir();
  const ctx = useTestApp(driver, data.overrides);

  const sendAvatar = (cookie: string | null, payload: FormData, url = '/api/me/avatar') =>
    ctx.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload });
  const avatarOf = async (uid: string) =>
    (
      await ctx.database.db
        .select({ avatarUrl: communityUsers.avatarUrl })
        .from(communityUsers)
        .where(eq(communityUsers.userId, uid))
    )[0]?.avatarUrl;
  const storedFolders = () =>
    readdirSync(data.uploadsDir).filter((f) => readdirSync(path.join(data.uploadsDir, f)).length > 0);

  it("sets the member's own avatar, stored in avatars/ without EXIF, and leaves other profiles alone", async () => {
    const member = await joinAs(ctx.app, ctx.database.db, 'member');
    const other = await joinAs(ctx.app, ctx.database.db, 'member');
    expect(await avatarOf(member.uid)).toBeNull();

    const response = await sendAvatar(member.cookie, imageForm(await makeJpegWithGps(), 'me.jpg', 'image/jpeg'));

    expect(response.statusCode).toBe(200);
    const { url } = response.json<UploadResult>();
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.jpg$/);
    expect(await avatarOf(member.uid)).toBe(url);
    expect(await avatarOf(other.uid)).toBeNull();
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(exifHasGps(metadata.exif)).toBe(false);
    expect(storedFolders()).toEqual(['avatars']);
  });

  it('replaces the avatar on a second upload', async () => {
    const member = await joinAs(ctx.app, ctx.database.db, 'member');
    const first = (
      await sendAvatar(member.cookie, imageForm(await makePng(), 'a.png', 'image/png'))
    ).json<UploadResult>().url;
    const second = (
      await sendAvatar(member.cookie, imageForm(await makeWebp(), 'b.webp', 'image/webp'))
    ).json<UploadResult>().url;
    expect(second).not.toBe(first);
    expect(second).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    expect(await avatarOf(member.uid)).toBe(second);
  });

  const fileOf = (url: string) => path.join(data.uploadsDir, url.replace(/^\/uploads\//, ''));

  it('keeps a 256 px square, whatever the size and shape of the upload', async () => {
    const member = await joinAs(ctx.app, ctx.database.db, 'member');
    const response = await sendAvatar(member.cookie, imageForm(await makeLargePng(3000, 2000), 'big.png', 'image/png'));
    expect(response.statusCode).toBe(200);
    const metadata = await sharp(fileOf(response.json<UploadResult>().url)).metadata();
    expect([metadata.width, metadata.height]).toEqual([256, 256]);
  });

  it('deletes the replaced picture, unless another profile shows the same file', async () => {
    const alice = await joinAs(ctx.app, ctx.database.db, 'member');
    const bob = await joinAs(ctx.app, ctx.database.db, 'member');
    const upload = async (cookie: string, bytes: Buffer) =>
      (await sendAvatar(cookie, imageForm(bytes, 'me.png', 'image/png'))).json<UploadResult>().url;

    const shared = await upload(alice.cookie, await makePng());
    expect(await upload(bob.cookie, await makePng())).toBe(shared);
    const alicesNext = await upload(alice.cookie, await makeWebp());
    expect(existsSync(fileOf(shared))).toBe(true);

    await upload(bob.cookie, await makeJpegWithGps());
    expect(existsSync(fileOf(shared))).toBe(false);
    await upload(alice.cookie, await makeLargePng(300, 200));
    expect(existsSync(fileOf(alicesNext))).toBe(false);
    // Two pictures left, each with its 128 and 256 px copies in three formats: the replaced ones' copies went too.
    expect(readdirSync(path.join(data.uploadsDir, 'avatars'))).toHaveLength(2 * 7);
  });

  it('always writes to avatars/, whatever the request asks for', async () => {
    const member = await joinAs(ctx.app, ctx.database.db, 'member');
    const form = new FormData();
    form.append('folder', 'products');
    form.append('file', new Blob([new Uint8Array(await makePng())], { type: 'image/png' }), '../products/x.png');
    const response = await sendAvatar(member.cookie, form, '/api/me/avatar?folder=products');
    expect(response.statusCode).toBe(200);
    expect(response.json<UploadResult>().url).toMatch(/^\/uploads\/avatars\//);
    expect(storedFolders()).toEqual(['avatars']);
    for (const url of ['/api/me/avatar/products', '/api/users/me/avatar']) {
      expect((await sendAvatar(member.cookie, imageForm(await makePng(), 'x.png', 'image/png'), url)).statusCode).toBe(
        404,
      );
    }
  });

  it('answers 401 to a visitor and stores nothing', async () => {
    const response = await sendAvatar(null, imageForm(await makePng(), 'x.png', 'image/png'));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Please sign in to continue.' } });
    expect(storedFolders()).toEqual([]);
  });

  it("answers 404 'Profile not found.' to an account without a profile, and creates none", async () => {
    const member = await joinAs(ctx.app, ctx.database.db, 'member');
    await ctx.database.db.delete(communityUsers).where(eq(communityUsers.userId, member.uid));
    const response = await sendAvatar(member.cookie, imageForm(await makePng(), 'x.png', 'image/png'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Profile not found.' } });
    expect(await ctx.database.db.select().from(communityUsers)).toEqual([]);
    expect(storedFolders()).toEqual([]);
  });

  it('refuses a tiny picture 20000 px wide and 1 px tall, or the other way, with 400 at once, keeping the avatar', async () => {
    // 139 bytes that made a 5,120,000 × 256 picture on the way to a 256 px square: 7.7 GB and a minute of work.
    const member = await joinAs(ctx.app, ctx.database.db, 'member');
    const current = (
      await sendAvatar(member.cookie, imageForm(await makePng(), 'me.png', 'image/png'))
    ).json<UploadResult>().url;
    for (const [width, height] of [
      [20_000, 1],
      [1, 20_000],
    ] as const) {
      const started = Date.now();
      const response = await sendAvatar(
        member.cookie,
        imageForm(await makeLargePng(width, height), 'me.png', 'image/png'),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'VALIDATION_FAILED', message: inEnglish(imageMessages.imageExtremeShape) },
      });
      expect(Date.now() - started).toBeLessThan(5000);
    }
    expect(await avatarOf(member.uid)).toBe(current);
  });

  it('refuses a text file and a file over 5 MB like the admin uploads, keeping the current avatar', async () => {
    const member = await joinAs(ctx.app, ctx.database.db, 'member');
    const current = (
      await sendAvatar(member.cookie, imageForm(await makePng(), 'me.png', 'image/png'))
    ).json<UploadResult>().url;
    const fake = await sendAvatar(member.cookie, imageForm(Buffer.from('hello'), 'me.png', 'image/png'));
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: inEnglish(imageMessages.imageInvalidType) },
    });
    const big = await sendAvatar(member.cookie, imageForm(Buffer.alloc(MAX_IMAGE_BYTES + 1), 'me.png', 'image/png'));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: inEnglish(imageMessages.imageTooLarge) },
    });
    expect(await avatarOf(member.uid)).toBe(current);
    expect(readdirSync(path.join(data.uploadsDir, 'avatars'))).toHaveLength(7);
  });
});

describe.each(testDrivers())('POST /api/me/avatar limits on %s', (driver) => {
  const data = useFreshDataDir({
    media: { avatarsPerHour: 3, imageWorkers: 1, imageQueue: 1, imageTaskSeconds: 10 },
  });
  const ctx = useTestApp(driver, data.overrides);
  const sendAvatar = (cookie: string, bytes: Buffer) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/me/avatar',
      headers: { cookie },
      payload: imageForm(bytes, 'me.png', 'image/png'),
    });

  it("answers 429 with Retry-After past a member's hourly uploads, and counts each member apart", async () => {
    const member = await joinAs(ctx.app, ctx.database.db, 'member');
    const other = await joinAs(ctx.app, ctx.database.db, 'member');
    for (let i = 0; i < 3; i += 1) expect((await sendAvatar(member.cookie, await makePng())).statusCode).toBe(200);
    const refused = await sendAvatar(member.cookie, await makeWebp());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: { code: 'RATE_LIMITED', message: TOO_MANY_AVATARS } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await sendAvatar(other.cookie, await makePng())).statusCode).toBe(200);
  });

  it('answers 503 with Retry-After when every image worker is busy and the queue is full', async () => {
    const members = await Promise.all(Array.from({ length: 8 }, () => joinAs(ctx.app, ctx.database.db, 'member')));
    const large = await makeLargePng();
    const answers = await Promise.all(members.map((member) => sendAvatar(member.cookie, large)));
    const statuses = answers.map((answer) => answer.statusCode);
    // One worker and one place in the queue: the first two are kept, and at least one later is refused.
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
    const busy = answers.filter((answer) => answer.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.length + statuses.filter((status) => status === 200).length).toBe(8);
    for (const answer of busy) {
      expect(answer.json()).toEqual({ error: { code: 'BUSY', message: expect.stringMatching(/busy/) as unknown } });
      expect(answer.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_SECONDS));
    }
    // Once the burst is over, uploads are taken again.
    expect((await sendAvatar(members[0]!.cookie, await makePng())).statusCode).toBe(200);
  });
});
