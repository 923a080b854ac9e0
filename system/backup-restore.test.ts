// `npm run backup` against a running server while members write, then `npm run restore` into a new place:
// on the embedded database the backup goes through the server's operator socket (the only process that
// may open it), on PostgreSQL through pg_dump. The restored site starts, every post acknowledged before
// the backup began is in it, no write is half there (every counter equals its rows), and its images are
// the same bytes. Without pg_dump on PATH the backup says how to install it and writes nothing.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '@shared/schemas/community';
import { makePng } from '@server/test/fixtures/images';
import { startServerProcess, stopAllServers } from '@server/test/processes/server-process';
import { get, joinMember, listForums } from './support/community-api';
import { counterMismatches, rowCounts, staleLastPosts } from './support/counter-audit';
import { runOperatorCommand } from './support/operator-commands';
import { createServerDatabase, serverDrivers, type ServerDatabase } from './support/server-databases';
import { startWriteStream } from './support/write-stream';

const WRITERS = 4;
const SERVER_ENV = {
  DEMO_CONTENT: 'false',
  AUTH_MAX_ATTEMPTS_PER_IP: '10000',
  AUTH_MAX_ATTEMPTS_PER_EMAIL: '10000',
  COMMUNITY_MAX_POSTS_PER_HOUR: '10000',
  COMMUNITY_MAX_REPLIES_PER_HOUR: '10000',
};

async function uploadAvatar(base: string, cookie: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await makePng())], { type: 'image/png' }), 'me.png');
  const response = await fetch(`${base}/api/me/avatar`, { method: 'POST', headers: { cookie }, body: form });
  expect(response.status).toBe(200);
  return ((await response.json()) as { url: string }).url;
}

describe.each(serverDrivers())('npm run backup of a running server on %s, then npm run restore', (driver) => {
  let source: ServerDatabase;
  let target: ServerDatabase;
  const archiveDir = mkdtempSync(path.join(tmpdir(), 'griot-system-backups-'));
  beforeAll(async () => {
    source = await createServerDatabase(driver);
    // An empty folder (and, on PostgreSQL, an empty database) to restore into.
    target = await createServerDatabase(driver);
  });
  afterAll(async () => {
    await stopAllServers();
    await source?.dispose();
    await target?.dispose();
    rmSync(archiveDir, { recursive: true, force: true });
  });

  it(
    'backs up through the running server while members write, and restores a consistent site with its images',
    { timeout: 300_000 },
    async () => {
      const server = await startServerProcess({ ...SERVER_ENV, ...source.env });
      const socketPath = path.join(source.env.DATA_DIR!, 'operator.sock');
      if (driver === 'pglite') expect(statSync(socketPath).mode & 0o777).toBe(0o600);
      else expect(existsSync(socketPath)).toBe(false);

      const member = await joinMember(server.url);
      const avatarUrl = await uploadAvatar(server.url, member.cookie);
      const avatarBytes = readFileSync(path.join(source.env.DATA_DIR!, ...avatarUrl.split('/').slice(1)));
      const forumIds = (await listForums(server.url)).map((forum) => forum.id);
      const stream = startWriteStream(server.url, member.cookie, forumIds, WRITERS);
      await stream.firstAcknowledged;
      await expect.poll(() => stream.posts.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(10);
      const acknowledgedBefore = [...stream.posts];

      const backup = await runOperatorCommand('backup', [archiveDir], source.env);
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      const ceiling = stream.posts.length + stream.replies.length + stream.inFlight();
      expect(backup.stdout).toContain(driver === 'pglite' ? `the running server (${socketPath})` : 'pg_dump');
      expect(backup.stdout).toContain('Images kept in Cloudinary or an S3 bucket are never in the archive');
      const archives = readdirSync(archiveDir);
      expect(archives).toEqual([expect.stringMatching(/^griot-backup-\d{8}T\d{6}Z\.tar\.gz$/)]);

      expect(await server.stop()).toEqual({ code: 0, signal: null });
      // The writers stop with the server: a write sent while it drains is answered 503, any other refusal is a fault.
      const { refusals } = await stream.finished;
      expect(refusals.filter((refusal) => !refusal.startsWith('HTTP 503'))).toEqual([]);
      expect(existsSync(socketPath)).toBe(false);
      console.log(
        `${driver}: ${acknowledgedBefore.length} posts acknowledged before the backup, ${stream.posts.length + stream.replies.length} writes in all`,
      );

      const restore = await runOperatorCommand('restore', [path.join(archiveDir, archives[0]!)], target.env);
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      expect(restore.stdout).toContain('Restored the site as of');

      const restored = await target.open();
      try {
        expect(await counterMismatches(restored.db)).toEqual([]);
        expect(await staleLastPosts(restored.db)).toEqual([]);
        const rows = await rowCounts(restored.db);
        console.log(`${driver}: restored ${rows.posts} posts and ${rows.replies} replies`);
        expect(rows.posts).toBeGreaterThanOrEqual(acknowledgedBefore.length);
        expect(rows.posts + rows.replies).toBeLessThanOrEqual(ceiling);
      } finally {
        await restored.close();
      }
      const again = await startServerProcess({ ...SERVER_ENV, ...target.env });
      expect(await get(again.url, '/api/health')).toEqual({ status: 'ok', database: driver });
      for (const post of acknowledgedBefore) {
        expect((await get<Post>(again.url, `/api/posts/${post.id}`)).title).toBe(post.title);
      }
      const avatar = await fetch(`${again.url}${avatarUrl}`);
      expect(avatar.status).toBe(200);
      expect(Buffer.from(await avatar.arrayBuffer()).equals(avatarBytes)).toBe(true);
      expect(await again.stop()).toEqual({ code: 0, signal: null });
    },
  );
});

describe('npm run backup without pg_dump', () => {
  it('says how to install it, exits with 1 and leaves no archive', async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'griot-system-backups-'));
    const noTools = mkdtempSync(path.join(tmpdir(), 'griot-no-tools-'));
    try {
      const run = await runOperatorCommand('backup', [outDir], {
        DATA_DIR: outDir,
        DATABASE_URL: 'postgres://griot@127.0.0.1:1/griot',
        PATH: noTools,
      });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('pg_dump was not found on this machine');
      expect(run.stderr).toContain('sudo apt-get install postgresql-client');
      expect(run.stderr).toContain('No archive was written.');
      expect(readdirSync(outDir)).toEqual([]);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
      rmSync(noTools, { recursive: true, force: true });
    }
  });
});
