// Where `npm run backup` reads the embedded database: through the running server's operator socket, or,
// when no server runs, from the data directory itself, never beside a process that has it open.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '@server/db/database';
import { openTestDatabase } from '@server/test/database';
import type { DatabasePart } from './database-part';
import { operatorSocketPath } from './operator-socket-protocol';
import { serveOperatorSocket } from './operator-socket';
import { readPgliteDatabase } from './pglite-database-part';

let dataDir = '';
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'griot-operator-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** A migrated embedded database in DATA_DIR/pglite, closed as a stopped server leaves it. */
async function stoppedSite(): Promise<void> {
  const template = new Blob([new Uint8Array(readFileSync(inject('pgliteTemplatePath')))]);
  const database = await openDatabase({
    driver: 'pglite',
    dataDir: path.join(dataDir, 'pglite'),
    loadDataDir: template,
  });
  await database.db.execute("insert into app_meta (key, value) values ('operator-test', 'stored')");
  await database.close();
}

/** The part's bytes, loaded: the test's row, and the part's size kept its word. */
async function storedValue(part: DatabasePart): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of part.content) chunks.push(chunk);
  const bytes = Buffer.concat(chunks);
  expect(bytes.length).toBe(part.size);
  const client = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(bytes)]) });
  try {
    const { rows } = await client.query<{ value: string }>("select value from app_meta where key = 'operator-test'");
    return rows[0]?.value;
  } finally {
    await client.close();
  }
}

/** A socket file whose server was killed: nothing answers on it. */
async function leaveStaleSocket(socketPath: string): Promise<void> {
  const child = spawn(process.execPath, [
    '-e',
    `require('node:net').createServer().listen(${JSON.stringify(socketPath)}, () => process.kill(process.pid, 'SIGKILL'))`,
  ]);
  await once(child, 'exit');
  expect(existsSync(socketPath)).toBe(true);
}

describe('reading the embedded database for a backup', () => {
  it(
    'asks the running server over its socket (mode 0600), which a second server may not take, and which is gone once closed',
    { timeout: 90_000 },
    async () => {
      const { database, dispose } = await openTestDatabase('pglite');
      const socketPath = operatorSocketPath(dataDir);
      try {
        if (database.driver !== 'pglite') throw new Error('expected PGlite');
        await database.db.execute("insert into app_meta (key, value) values ('operator-test', 'served')");
        const socket = await serveOperatorSocket(socketPath, database.client);
        try {
          expect(statSync(socketPath).mode & 0o777).toBe(0o600);
          await expect(serveOperatorSocket(socketPath, database.client)).rejects.toThrow(
            'two servers must never open one embedded database',
          );
          const part = await readPgliteDatabase(dataDir);
          expect(part.via).toBe(`the running server (${socketPath})`);
          expect(part.kind).toBe('pglite');
          expect(part.migrations.length).toBeGreaterThan(0);
          expect(await storedValue(part)).toBe('served');
        } finally {
          await socket.close();
        }
        expect(existsSync(socketPath)).toBe(false);
      } finally {
        await dispose();
      }
    },
  );

  it(
    'reads the data directory itself when no server runs, also past the socket of a killed server',
    { timeout: 90_000 },
    async () => {
      await stoppedSite();
      const first = await readPgliteDatabase(dataDir);
      expect(first.via).toContain('(no server is running)');
      expect(await storedValue(first)).toBe('stored');

      await leaveStaleSocket(operatorSocketPath(dataDir));
      const second = await readPgliteDatabase(dataDir);
      expect(second.via).toContain('(no server is running)');
      expect(await storedValue(second)).toBe('stored');
      // Closed again as it was found: nothing holds it open.
      expect(existsSync(path.join(dataDir, 'pglite', 'postmaster.pid'))).toBe(false);
    },
  );

  it(
    'refuses a data directory some process has open without a socket, and one without a database',
    { timeout: 90_000 },
    async () => {
      await expect(readPgliteDatabase(dataDir)).rejects.toThrow(
        `There is no embedded database in ${path.join(dataDir, 'pglite')}`,
      );
      await stoppedSite();
      // What PGlite writes while it has the folder open (a server still starting, `npm run admin`).
      writeFileSync(path.join(dataDir, 'pglite', 'postmaster.pid'), '-42\n');
      await expect(readPgliteDatabase(dataDir)).rejects.toThrow('is open in another process, but no server answers');
    },
  );
});
