// HTTP caching of the public catalogue. Every answer carries an ETag and `Cache-Control: no-cache`, so a
// browser keeps it and asks again with If-None-Match, and an unchanged list costs a 304 without a body.
// With registerCatalogCache (called by buildApp before any route), answers are also kept in memory and
// every write in the admin area (catalogue edits, imports) empties that memory before its answer leaves.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { todayIso } from '@shared/dates';
import { etagOf, PublicListCache, type CachedAnswer } from './public-list-cache';

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

/**
 * Answers a public list from the cache, or loads, serializes (with the route's response schema) and keeps
 * it. "From today on" lists change at midnight, so the day is part of the key.
 */
export async function sendPublicList(
  cache: PublicListCache | null,
  request: FastifyRequest,
  reply: FastifyReply,
  load: () => Promise<unknown>,
): Promise<void> {
  const key = `${todayIso()} ${request.url}`;
  let answer: CachedAnswer | null = cache?.get(key) ?? null;
  if (!answer) {
    const generation = cache?.generation ?? 0;
    const body = String(reply.serialize(await load()));
    answer = { body, etag: etagOf(body) };
    cache?.set(key, answer, generation);
  }
  void reply.header('cache-control', 'no-cache').header('etag', answer.etag);
  // Awaiting the reply (Fastify's pattern for handlers that send themselves) resolves once it is sent.
  if (matchesTag(request.headers['if-none-match'], answer.etag)) await reply.code(304).send();
  else await reply.type('application/json; charset=utf-8').send(answer.body);
}
