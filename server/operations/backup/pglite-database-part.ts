// The embedded database's part of a backup: asked of the running server over its operator socket, or,
// when no server runs, read from the data directory by opening it here.
import { existsSync } from 'node:fs';
import http, { type IncomingMessage } from 'node:http';
import path from 'node:path';
import { openDatabase } from '@server/db/database';
import { blobChunks } from './blob-chunks';
import type { DatabasePart } from './database-part';
import { OperatorError } from './operator-error';
import {
  BACKUP_ROUTE,
  decodeSnapshotInfo,
  operatorSocketPath,
  probeSocket,
  SNAPSHOT_HEADER,
  socketAddress,
} from './operator-socket-protocol';
import { snapshotPglite } from './pglite-snapshot';

export async function readPgliteDatabase(dataDir: string): Promise<DatabasePart> {
  const socketPath = operatorSocketPath(dataDir);
  const response = await requestSnapshot(socketPath);
  if (response) return snapshotFromServer(response, socketPath);
  return snapshotFromDataDir(dataDir, socketPath);
}

/** The server's answer, or null when no server listens (no socket file, or one a killed server left). */
function requestSnapshot(socketPath: string): Promise<IncomingMessage | null> {
  return new Promise((resolve, reject) => {
    const request = http.request({
      socketPath: socketAddress(socketPath),
      method: 'POST',
      path: BACKUP_ROUTE,
      agent: false,
    });
    request.once('response', resolve);
    request.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ENOENT' || error.code === 'ECONNREFUSED' ? resolve(null) : reject(error),
    );
    request.end();
  });
}

async function snapshotFromServer(response: IncomingMessage, socketPath: string): Promise<DatabasePart> {
  const header = response.headers[SNAPSHOT_HEADER];
  const size = Number(response.headers['content-length']);
  if (response.statusCode !== 200 || typeof header !== 'string' || !Number.isSafeInteger(size)) {
    let body = '';
    for await (const chunk of response) body += String(chunk);
    throw new OperatorError(
      `The running server could not take the backup (HTTP ${response.statusCode}): ${body.slice(0, 500) || 'no reason given'}`,
    );
  }
  const info = decodeSnapshotInfo(header);
  return {
    kind: 'pglite',
    takenAt: new Date(info.takenAt),
    migrations: info.migrations,
    size,
    content: response,
    via: `the running server (${socketPath})`,
  };
}

/**
 * PGlite locks nothing: opening a data directory that a server has open would corrupt it. A server that
 * runs answers on its socket; one that was killed leaves a socket nobody answers. PGlite's postmaster.pid
 * without any socket is a process that has the database open without serving it (a server still starting,
 * or `npm run admin`): refused.
 */
async function snapshotFromDataDir(dataDir: string, socketPath: string): Promise<DatabasePart> {
  const pgliteDir = path.join(dataDir, 'pglite');
  if (!existsSync(path.join(pgliteDir, 'PG_VERSION'))) {
    throw new OperatorError(
      `There is no embedded database in ${pgliteDir}. Check DATA_DIR, or set DATABASE_URL to back up PostgreSQL.`,
    );
  }
  if (existsSync(path.join(pgliteDir, 'postmaster.pid')) && (await probeSocket(socketPath)) === 'missing') {
    throw new OperatorError(
      [
        `The embedded database in ${pgliteDir} is open in another process, but no server answers on ${socketPath}.`,
        'A server may still be starting (wait until it runs, then run the backup again), or a command such as',
        '`npm run admin` is using it. If nothing has it open (a process was killed), start the server once and stop it.',
      ].join('\n'),
    );
  }
  const database = await openDatabase({ driver: 'pglite', dataDir: pgliteDir });
  try {
    if (database.driver !== 'pglite') throw new Error('expected the embedded database');
    const snapshot = await snapshotPglite(database.client);
    return {
      kind: 'pglite',
      takenAt: snapshot.takenAt,
      migrations: snapshot.migrations,
      size: snapshot.dump.size,
      content: blobChunks(snapshot.dump),
      via: `the data directory ${pgliteDir} (no server is running)`,
    };
  } finally {
    await database.close();
  }
}
