// What the server and `npm run backup` agree on: where the operator socket is, how to reach it, and how a
// snapshot travels over it (the data directory's tar as the body, the moment and migrations in a header).
import { connect } from 'node:net';
import path from 'node:path';
import type { AppliedMigration } from './archive-manifest';
import { OperatorError } from './operator-error';

export const OPERATOR_SOCKET_NAME = 'operator.sock';
export const BACKUP_ROUTE = '/backup';
export const SNAPSHOT_HEADER = 'griot-snapshot';

export interface SnapshotInfo {
  takenAt: string;
  migrations: AppliedMigration[];
}

export const operatorSocketPath = (dataDir: string) => path.join(dataDir, OPERATOR_SOCKET_NAME);

/** Linux keeps at most 107 bytes of a socket's path; macOS 103. */
const SOCKET_PATH_LIMIT = 100;

/**
 * The path to listen on or connect to: the absolute one, or when a deep DATA_DIR makes it too long for a
 * socket, the same file relative to the working directory.
 */
export function socketAddress(socketPath: string): string {
  if (Buffer.byteLength(socketPath) <= SOCKET_PATH_LIMIT) return socketPath;
  const relative = path.relative(process.cwd(), socketPath);
  if (Buffer.byteLength(relative) <= SOCKET_PATH_LIMIT) return relative;
  throw new OperatorError(
    `The path ${socketPath} is too long for a Unix socket (at most ${SOCKET_PATH_LIMIT} bytes): use a shorter DATA_DIR, or run from a folder near it.`,
  );
}

/** Whether a server answers on the socket: `live`, `stale` (the file of a server that died) or `missing`. */
export function probeSocket(socketPath: string): Promise<'live' | 'stale' | 'missing'> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketAddress(socketPath));
    socket.once('connect', () => {
      socket.destroy();
      resolve('live');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') resolve('missing');
      else if (error.code === 'ECONNREFUSED') resolve('stale');
      else reject(error);
    });
  });
}

export const encodeSnapshotInfo = (info: SnapshotInfo) => Buffer.from(JSON.stringify(info)).toString('base64url');

export const decodeSnapshotInfo = (header: string) =>
  JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as SnapshotInfo;
