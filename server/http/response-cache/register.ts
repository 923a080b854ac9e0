// The app's shared-answer caches, and their invalidation: every write route says which caches its write
// can change (`config: { invalidates: [...] }`, possibly none), and the app refuses to start when one
// does not, so a new write cannot silently leave visitors a stale page.
import type { FastifyInstance } from 'fastify';
import { SharedAnswerCache } from './shared-answer-cache';

/** catalog: the public lists and the home screen; community: visitors' forum and reply pages. */
export type AnswerCacheName = 'catalog' | 'community';
/** search: the search answers, read from both, so emptied by whatever empties either (never declared). */
export type AnswerCaches = Record<AnswerCacheName | 'search', SharedAnswerCache>;

export function newAnswerCaches(): AnswerCaches {
  const search = new SharedAnswerCache();
  return { catalog: new SharedAnswerCache().feeds(search), community: new SharedAnswerCache().feeds(search), search };
}

declare module 'fastify' {
  interface FastifyInstance {
    answerCaches: AnswerCaches;
  }
  interface FastifyContextConfig {
    /** The caches a successful or failed write of this route empties (required on every write route). */
    invalidates?: readonly AnswerCacheName[];
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const isRead = (method: string | string[]) => (Array.isArray(method) ? method : [method]).every((m) => READS.has(m));

/** Called by buildApp before any route is registered. */
export function registerAnswerCaches(app: FastifyInstance, caches: AnswerCaches = newAnswerCaches()): void {
  app.decorate('answerCaches', caches);
  app.addHook('onRoute', (route) => {
    if (!isRead(route.method) && !route.config?.invalidates) {
      throw new Error(
        `${String(route.method)} ${route.url} must declare config.invalidates (the caches its write changes, or [])`,
      );
    }
  });
  // onSend runs after the handler's transaction has committed and before the client hears of the write.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!READS.has(request.method)) {
      for (const name of request.routeOptions.config.invalidates ?? []) caches[name].invalidate();
    }
    done(null, payload);
  });
}
