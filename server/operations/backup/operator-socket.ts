// The embedded database belongs to the one process that has it open, so a backup of a running site is
// asked of that process: it listens on DATA_DIR/operator.sock (mode 0600; whoever may read DATA_DIR may
// read the database files anyway) and answers POST /backup with a consistent snapshot.
import { chmod, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import { blobChunks } from './blob-chunks';
import { OperatorError } from './operator-error';
import {
  BACKUP_ROUTE,
  encodeSnapshotInfo,
  probeSocket,
  SNAPSHOT_HEADER,
  socketAddress,
} from './operator-socket-protocol';
import { snapshotPglite } from './pglite-snapshot';

export interface OperatorSocket {
  path: string;
  /** Stops listening once the backups being sent are done, and removes the socket file. */
  close(): Promise<void>;
}

export async function serveOperatorSocket(socketPath: string, client: PGlite): Promise<OperatorSocket> {
  const state = await probeSocket(socketPath);
  if (state === 'live') {
    throw new OperatorError(
      `Another process already answers on ${socketPath}: two servers must never open one embedded database.`,
    );
  }
  // The file a killed server left behind; nothing listens on it.
  if (state === 'stale') await rm(socketPath, { force: true });

  const app = Fastify({ logger: false });
  app.post(BACKUP_ROUTE, async (_request, reply) => {
    const snapshot = await snapshotPglite(client);
    return reply
      .header('content-type', 'application/x-tar')
      .header('content-length', snapshot.dump.size)
      .header(
        SNAPSHOT_HEADER,
        encodeSnapshotInfo({ takenAt: snapshot.takenAt.toISOString(), migrations: snapshot.migrations }),
      )
      .send(Readable.from(blobChunks(snapshot.dump)));
  });
  await app.listen({ path: socketAddress(socketPath) });
  try {
    await chmod(socketPath, 0o600);
  } catch (error) {
    await app.close();
    throw error;
  }
  return {
    path: socketPath,
    close: async () => {
      await app.close();
      await rm(socketPath, { force: true });
    },
  };
}
