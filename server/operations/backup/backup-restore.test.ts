// A backup taken while a member keeps writing restores into a fresh place as the site was at one moment
// of those writes: every table equals (row count and content hash) the source's state after some write
// made while the backup ran, and every stored image is there, byte for byte.
// The writer calls the community's commands (each write one transaction of several statements, as its
// route runs it, without the route's limit counters written beside it) and fingerprints the source after
// each; nothing else writes, so the fingerprints are every state the source went through.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { addReply } from '@server/community/replies/commands/add-reply';
import { createPost } from '@server/community/posts/commands/create-post';
import { openDatabase } from '@server/db/database';
import { forums as forumsTable } from '@server/db/schema';
import { seedDatabase } from '@server/seed/seed-database';
import { joinAs } from '@server/test/accounts';
import { useTestApp } from '@server/test/app';
import { postgresServerUrl, testDrivers } from '@server/test/database';
import { createScratchDatabase } from '@server/test/postgres-admin';
import { folderFiles } from '@server/test/folder-files';
import { makeJpegWithGps, makePng, makeWebp } from '@server/test/fixtures/images';
import { imageForm, useFreshDataDir } from '@server/test/fixtures/uploads';
import { tableContents, type TableContents } from '@server/test/table-contents';
import { createBackup } from './create-backup';
import { operatorSocketPath } from './operator-socket-protocol';
import { serveOperatorSocket } from './operator-socket';
import { restoreBackup } from './restore-backup';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for `condition`, or fails with what stopped the writer. */
async function until(condition: () => boolean, writerFailure: () => unknown): Promise<void> {
  while (!condition()) {
    if (writerFailure()) throw writerFailure();
    await pause(10);
  }
}

describe.each(testDrivers())('a backup taken while a member writes, on %s', (driver) => {
  const data = useFreshDataDir();
  const ctx = useTestApp(driver, data.overrides);

  it(
    'restores into an empty place every table as of one moment of the writes, and every image',
    { timeout: 240_000 },
    async () => {
      await seedDatabase(ctx.database, { demoContent: true });
      const images = [
        imageForm(await makePng(), 'a.png', 'image/png'),
        imageForm(await makeWebp(), 'b.webp', 'image/webp'),
        imageForm(await makeJpegWithGps(), 'c.jpg', 'image/jpeg'),
      ];
      for (const payload of images) {
        const member = await joinAs(ctx.app, ctx.database.db);
        const upload = await ctx.app.inject({
          method: 'POST',
          url: '/api/me/avatar',
          headers: { cookie: member.cookie },
          payload,
        });
        expect(upload.statusCode).toBe(200);
      }
      const account = await joinAs(ctx.app, ctx.database.db);
      const writer = { id: account.uid, email: account.email, role: 'member' as const, emailVerified: true };
      const forums = await ctx.database.db.select({ id: forumsTable.id }).from(forumsTable);

      // One write at a time (a post, or a reply: each a transaction of several statements), each followed by
      // the fingerprint of the state it left.
      const states: TableContents[] = [await tableContents(ctx.database.db)];
      let writing = true;
      let failure: unknown = null;
      const postIds: string[] = [];
      const writes = (async () => {
        for (let n = 1; writing; n += 1) {
          if (postIds.length === 0 || n % 3 === 0) {
            const post = await createPost(ctx.database.db, writer, forums[n % forums.length]!.id, {
              title: `Written during the backup ${n}`,
              content: `Post ${n} of the stream.`,
            });
            postIds.push(post.id);
          } else {
            await addReply(
              ctx.database.db,
              writer,
              postIds[n % postIds.length]!,
              `Reply ${n} to a post of the stream.`,
            );
          }
          states.push(await tableContents(ctx.database.db));
          // The embedded database answers without I/O: without a pause here the writer would starve
          // everything else in this process (timers, the backup's socket), as no server's writer can.
          await pause(20);
        }
      })().catch((error: unknown) => {
        failure = error ?? new Error('the writer failed');
      });

      const outDir = mkdtempSync(path.join(tmpdir(), 'griot-backups-'));
      const restoreDir = mkdtempSync(path.join(tmpdir(), 'griot-restored-'));
      const target = driver === 'postgres' ? await createScratchDatabase(postgresServerUrl(), 'griot_empty') : null;
      const socket =
        ctx.database.driver === 'pglite'
          ? await serveOperatorSocket(operatorSocketPath(ctx.app.config.dataDir), ctx.database.client)
          : null;
      try {
        await until(
          () => states.length >= 3,
          () => failure,
        );
        // The state when the backup starts is this one or the next (a write may be between commit and fingerprint).
        const first = states.length - 1;
        const backup = await createBackup({
          config: { ...ctx.app.config, databaseUrl: ctx.database.driver === 'postgres' ? ctx.database.url : null },
          output: outDir,
        });
        const last = states.length;
        await until(
          () => states.length >= last + 2,
          () => failure,
        );
        writing = false;
        await writes;
        expect(failure).toBeNull();
        expect(backup.manifest.database.kind).toBe(driver);
        // The database, and every file of the uploads: each picture with its responsive copies.
        const uploaded = Object.keys(folderFiles(data.uploadsDir));
        expect(uploaded.length).toBeGreaterThan(images.length);
        expect(backup.manifest.files.map((file) => file.path)).toHaveLength(1 + uploaded.length);

        await restoreBackup({
          config: { ...ctx.app.config, dataDir: restoreDir, databaseUrl: target?.url ?? null },
          archive: backup.archive,
        });
        const restored = target
          ? await openDatabase({ driver: 'postgres', url: target.url, poolSize: 2 })
          : await openDatabase({ driver: 'pglite', dataDir: path.join(restoreDir, 'pglite') });
        let fingerprints: TableContents;
        try {
          fingerprints = await tableContents(restored.db);
        } finally {
          await restored.close();
        }

        expect(Object.keys(fingerprints)).toEqual(Object.keys(states[0]!));
        const moment = states.findIndex((state) => isDeepStrictEqual(state, fingerprints));
        const when = `${states.length - 1} writes; the backup started after write ${first} and ended after write ${last}; restored: the state after write ${moment}`;
        expect(moment, `the restored tables equal no state the source went through (${when})`).toBeGreaterThanOrEqual(
          0,
        );
        expect(moment, when).toBeGreaterThanOrEqual(first);
        expect(moment, when).toBeLessThanOrEqual(last);
        expect(folderFiles(path.join(restoreDir, 'uploads'))).toEqual(folderFiles(data.uploadsDir));
      } finally {
        await socket?.close();
        writing = false;
        await writes;
        await target?.drop();
        rmSync(outDir, { recursive: true, force: true });
        rmSync(restoreDir, { recursive: true, force: true });
      }
    },
  );
});
