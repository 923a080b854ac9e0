// The app's shared-answer caches, and their invalidation: every write route says which caches its write
// can change (`config: { invalidates: [...] }`, possibly none), and the app refuses to start when one
// does not, so a new write cannot silently leave visitors a stale page. On PostgreSQL the same caches of
// every other server are emptied too (cache-broadcast.ts).
import type { FastifyInstance } from 'fastify';
import type { Database } from '@server/db/database';
import { startCacheBroadcast, type CacheBroadcast } from './cache-broadcast';
import { SharedAnswerCache } from './shared-answer-cache';

/** catalog: the public lists and the home screen; community: visitors' forum and reply pages. */
export type AnswerCacheName = 'catalog' | 'community';
const CACHE_NAMES: readonly AnswerCacheName[] = ['catalog', 'community'];
/** search: the search answers, read from both, so emptied by whatever empties either (never declared). */
export type AnswerCaches = Record<AnswerCacheName | 'search', SharedAnswerCache>;

export function newAnswerCaches(): AnswerCaches {
  const search = new SharedAnswerCache();
  return { catalog: new SharedAnswerCache().feeds(search), community: new SharedAnswerCache().feeds(search), search };
}

declare module 'fastify' {
  interface FastifyInstance {
    answerCaches: AnswerCaches;
    /** Empties these caches here and, on PostgreSQL, on every other server; after the write committed. */
    emptyAnswerCaches(names: readonly AnswerCacheName[]): Promise<void>;
  }
  interface FastifyContextConfig {
    /** The caches a successful or failed write of this route empties (required on every write route). */
    invalidates?: readonly AnswerCacheName[];
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const isRead = (method: string | string[]) => (Array.isArray(method) ? method : [method]).every((m) => READS.has(m));

/** Called by buildApp before any route is registered; the answer tells the other servers once it listens. */
export function registerAnswerCaches(
  app: FastifyInstance,
  caches: AnswerCaches = newAnswerCaches(),
): { tellOthersThrough(broadcast: CacheBroadcast): void } {
  let others: CacheBroadcast | null = null;
  app.decorate('answerCaches', caches);
  app.decorate('emptyAnswerCaches', async (names: readonly AnswerCacheName[]) => {
    for (const name of names) caches[name].invalidate();
    await others?.publish(names);
  });
  app.addHook('onRoute', (route) => {
    if (!isRead(route.method) && !route.config?.invalidates) {
      throw new Error(
        `${String(route.method)} ${route.url} must declare config.invalidates (the caches its write changes, or [])`,
      );
    }
  });
  // onSend runs after the handler's transaction has committed and before the client hears of the write,
  // so every server has been told (the notice is sent) before the writer reads again.
  // A callback hook: a read (nearly every request) goes on at once, without a promise to settle.
  app.addHook('onSend', function emptyDeclaredCaches(request, _reply, payload, done) {
    const names = READS.has(request.method) ? undefined : request.routeOptions.config.invalidates;
    if (!names || names.length === 0) {
      done(null, payload);
      return;
    }
    app.emptyAnswerCaches(names).then(() => done(null, payload), done);
  });
  return {
    tellOthersThrough: (broadcast) => {
      others = broadcast;
    },
  };
}

/** On PostgreSQL: listens for the other servers' writes, and tells them of this one's. */
export async function shareAnswerCaches(
  app: FastifyInstance,
  database: Database,
  registered: ReturnType<typeof registerAnswerCaches>,
): Promise<void> {
  if (database.driver !== 'postgres') return;
  const caches = app.answerCaches;
  const broadcast = await startCacheBroadcast({
    url: database.url,
    pool: database.pool,
    log: app.log,
    onNotice: (names) => {
      for (const name of names)
        if ((CACHE_NAMES as readonly string[]).includes(name)) caches[name as AnswerCacheName].invalidate();
    },
    onGap: () => {
      for (const name of CACHE_NAMES) caches[name].invalidate();
    },
  });
  registered.tellOthersThrough(broadcast);
  app.addHook('onClose', () => broadcast.close());
}
