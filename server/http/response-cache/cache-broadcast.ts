// Several server processes on one PostgreSQL each keep answers in their own memory. A write on one empties
// the same caches on every other through LISTEN/NOTIFY (docs/architecture.md, caching): the writer sends
// the caches' names on one channel before its answer leaves, and every server listens on a connection of
// its own. A listener that loses its connection empties every cache when it is back (notices sent
// meanwhile are lost) and, until then, the answers' 5-second lifetime bounds what it can miss. The
// embedded database belongs to one process, which has nobody to tell.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

const CHANNEL = 'griot_answer_caches';
/** Waits before each try to listen again, the last one repeated. */
const RETRY_MS = [250, 1000, 2000, 5000];

export interface CacheBroadcast {
  /** Tells every other server to empty these caches (after the write committed). */
  publish(names: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

interface BroadcastOptions {
  url: string;
  pool: pg.Pool;
  log: FastifyBaseLogger;
  /** Another server emptied these caches. */
  onNotice: (names: string[]) => void;
  /** Notices may have been missed (the connection was lost and is back): empty everything. */
  onGap: () => void;
}

interface Notice {
  from: string;
  caches: string[];
}

function readNotice(payload: string | undefined): Notice | null {
  try {
    const notice = JSON.parse(payload ?? '') as Partial<Notice>;
    if (typeof notice.from !== 'string' || !Array.isArray(notice.caches)) return null;
    return { from: notice.from, caches: notice.caches.filter((name) => typeof name === 'string') };
  } catch {
    return null;
  }
}

export async function startCacheBroadcast({
  url,
  pool,
  log,
  onNotice,
  onGap,
}: BroadcastOptions): Promise<CacheBroadcast> {
  /** This process, so that it skips its own notices (it emptied its caches before sending them). */
  const self = randomUUID();
  /** The connection listening, or being connected to listen. */
  let listener: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | null = null;

  const listen = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    listener = client;
    client.on('notification', ({ channel, payload }) => {
      const notice = channel === CHANNEL ? readNotice(payload) : null;
      if (notice && notice.from !== self) onNotice(notice.caches);
    });
    // An error is followed by 'end'; the reconnection starts there.
    client.on('error', (error) => log.warn({ err: error }, 'the answer caches lost their listening connection'));
    client.on('end', () => {
      if (listener !== client) return;
      listener = null;
      scheduleRetry();
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
    } catch (error) {
      log.warn({ err: error }, 'the answer caches could not listen for other servers\u2019 writes; trying again');
      if (listener === client) listener = null;
      await client.end().catch(() => undefined);
      scheduleRetry();
      return;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    if (failures > 0) {
      log.info('the answer caches listen again for other servers\u2019 writes');
      onGap();
    }
    failures = 0;
  };

  const scheduleRetry = () => {
    if (retry || closed) return;
    const wait = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]!;
    failures += 1;
    retry = setTimeout(() => {
      retry = null;
      void listen();
    }, wait);
    retry.unref();
  };

  await listen();
  return {
    async publish(names) {
      if (names.length === 0) return;
      try {
        await pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ from: self, caches: names })]);
      } catch (error) {
        // The write is committed; other servers' answers then last their 5 seconds at most.
        log.warn({ err: error }, 'could not tell the other servers to empty their answer caches');
      }
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const client = listener;
      listener = null;
      await client?.end().catch(() => undefined);
    },
  };
}
