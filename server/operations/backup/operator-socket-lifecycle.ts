// The production server's operator socket: opened once it listens, closed before its database on the way
// out. Only the embedded database needs it; PostgreSQL is backed up with pg_dump from anywhere.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '@server/config';
import type { Database } from '@server/db/database';
import { operatorSocketPath } from './operator-socket-protocol';
import { serveOperatorSocket, type OperatorSocket } from './operator-socket';

let current: OperatorSocket | null = null;

/** A socket that cannot be opened turns backups of the running site off, with a warning, never the site. */
export async function startOperatorSocket(config: Config, database: Database, log: FastifyBaseLogger): Promise<void> {
  if (database.driver !== 'pglite' || current) return;
  try {
    current = await serveOperatorSocket(operatorSocketPath(config.dataDir), database.client);
  } catch (error) {
    log.warn(
      { err: error },
      'the operator socket could not be opened: `npm run backup` cannot back up the embedded database while this server runs',
    );
  }
}

export async function stopOperatorSocket(): Promise<void> {
  const socket = current;
  current = null;
  await socket?.close();
}
