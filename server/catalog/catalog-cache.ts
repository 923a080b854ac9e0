// HTTP caching of the public catalogue. Every answer carries an ETag and `Cache-Control: no-cache`, so a
// browser keeps it and asks again with If-None-Match, and an unchanged list costs a 304 without a body.
// With registerCatalogCache (called by buildApp before any route), answers are also kept in memory and
// every write in the admin area (catalogue edits, imports) empties that memory before its answer leaves.
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { todayIso } from '@shared/dates';
import { etagOf, PublicListCache, type CachedAnswer } from '@server/http/response-cache/shared-answer-cache';

declare module 'fastify' {
  interface FastifyInstance {
    catalogCache?: PublicListCache;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Catalogue writes and imports all live in the admin scope (server/admin/admin-routes.ts). */
const ADMIN_WRITES = '/api/admin/';

export const NotModified = { type: 'null', description: 'Not modified: the If-None-Match tag is still current' } as const;

export function registerCatalogCache(app: FastifyInstance, cache = new PublicListCache()): void {
  app.decorate('catalogCache', cache);
  // onSend runs after the handler's transaction has committed and before the client hears of the write.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!READS.has(request.method) && request.url.startsWith(ADMIN_WRITES)) cache.invalidate();
    done(null, payload);
  });
}

function matchesTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

const DAY_MS = 86_400_000;
let day = { iso: '', endsAt: 0 };

/** Today's date, formatted again only when the day turns: formatting a Date on every request showed in profiles. */
function currentDay(): string {
  const now = Date.now();
  if (now >= day.endsAt || now < day.endsAt - DAY_MS) day = { iso: todayIso(new Date(now)), endsAt: (Math.floor(now / DAY_MS) + 1) * DAY_MS };
  return day.iso;
}

/** "From today on" lists change at midnight, so the day is part of the key. */
export const cacheKeyOf = (request: FastifyRequest): string => `${currentDay()} ${request.url}`;

/**
 * A public answer from the cache, or loaded, serialized (with the route's response schema) and kept.
 * `viewersWhoDiffer` names the viewers whose own answer would not be these bytes (see the community's
 * reply pages); without it the answer is the same for everyone.
 */
export async function cachedAnswer<T>(
  cache: PublicListCache | null,
  request: FastifyRequest,
  reply: FastifyReply,
  load: () => Promise<T>,
  viewersWhoDiffer?: (value: T) => Iterable<string>,
): Promise<CachedAnswer> {
  const key = cacheKeyOf(request);
  const stored = cache?.get(key);
  if (stored) return stored;
  const generation = cache?.generation ?? 0;
  const value = await load();
  const body = Buffer.from(String(reply.serialize(value)), 'utf8');
  const answer: CachedAnswer = { body, etag: etagOf(body), ...(viewersWhoDiffer ? { differsFor: new Set(viewersWhoDiffer(value)) } : {}) };
  cache?.set(key, answer, generation);
  return answer;
}

/** Sends a shared answer with its ETag for revalidation; a current If-None-Match gets a 304. */
function sendShared(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  void reply.header('cache-control', 'no-cache').header('etag', answer.etag);
  if (matchesTag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

export async function sendPublicList<T>(
  cache: PublicListCache | null,
  request: FastifyRequest,
  reply: FastifyReply,
  load: () => Promise<T>,
  viewersWhoDiffer?: (value: T) => Iterable<string>,
): Promise<void> {
  // Awaiting the reply (Fastify's pattern for handlers that send themselves) resolves once it is sent.
  await sendShared(request, reply, await cachedAnswer(cache, request, reply, load, viewersWhoDiffer));
}

/**
 * Route options for a public list: a visitor's request whose answer is already kept is answered as soon
 * as the session is known, before its query is parsed and validated (the same URL was, when the answer
 * was kept) and before the handler. Members go on to the handler, which knows what is theirs.
 */
export function answeredFromCache(cache: PublicListCache | null): { onRequest: onRequestHookHandler } {
  return {
    onRequest: (request, reply, done) => {
      const answer = cache && request.user === null ? cache.get(cacheKeyOf(request)) : null;
      if (answer) sendShared(request, reply, answer);
      else done();
    },
  };
}
