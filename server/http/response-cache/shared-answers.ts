// Sending shared answers: every answer carries an ETag and `Cache-Control: no-cache`, so a browser keeps
// it and asks again with If-None-Match, and an unchanged answer costs a 304 without a body. Answers are
// kept in a SharedAnswerCache until a write route that declares it empties it (register.ts).
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { todayIso } from '@shared/dates';
import { encodedFor, isCompressible } from './compressed-answers';
import { etagOf, type CachedAnswer, type SharedAnswerCache } from './shared-answer-cache';

export const NotModified = {
  type: 'null',
  description: 'Not modified: the If-None-Match tag is still current',
} as const;

function matchesTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

const DAY_MS = 86_400_000;
let day = { iso: '', endsAt: 0 };

/** Today's date, formatted again only when the day turns rather than on every request. */
function currentDay(): string {
  const now = Date.now();
  if (now >= day.endsAt || now < day.endsAt - DAY_MS)
    day = { iso: todayIso(new Date(now)), endsAt: (Math.floor(now / DAY_MS) + 1) * DAY_MS };
  return day.iso;
}

/** "From today on" lists change at midnight, so the day is part of the key. */
export const cacheKeyOfUrl = (url: string): string => `${currentDay()} ${url}`;
export const cacheKeyOf = (request: FastifyRequest): string => cacheKeyOfUrl(request.url);

/**
 * A public answer from the cache, or loaded, serialized (with the route's response schema) and kept.
 * `viewersWhoDiffer` names the viewers whose own answer would not be these bytes (see the community's
 * reply pages); without it the answer is the same for everyone.
 */
export async function cachedAnswer<T>(
  cache: SharedAnswerCache,
  request: FastifyRequest,
  reply: FastifyReply,
  load: () => Promise<T>,
  viewersWhoDiffer?: (value: T) => Iterable<string>,
): Promise<CachedAnswer> {
  return cache.getOrLoad(cacheKeyOf(request), async () => {
    const value = await load();
    const serialized = reply.serialize(value);
    const body =
      typeof serialized === 'string'
        ? Buffer.from(serialized, 'utf8')
        : Buffer.isBuffer(serialized)
          ? serialized
          : Buffer.from(serialized);
    return {
      body,
      etag: etagOf(body),
      ...(viewersWhoDiffer ? { differsFor: new Set(viewersWhoDiffer(value)) } : {}),
    };
  });
}

/** The answer's bytes in the encoding the request takes (compressed-answers.ts), with Vary said when it may differ. */
function encodedAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  if (!isCompressible(answer.body)) return null;
  void reply.header('vary', 'accept-encoding');
  const encoded = encodedFor(answer.body, request.headers['accept-encoding']);
  if (encoded) void reply.header('content-encoding', encoded.encoding);
  return encoded;
}

/** Sends a shared answer with its ETag for revalidation; a current If-None-Match gets a 304. */
export function sendShared(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  contentType = 'application/json; charset=utf-8',
): FastifyReply {
  const encoded = encodedAnswer(request, reply, answer);
  const etag = encoded?.etag ?? answer.etag;
  void reply.header('cache-control', 'no-cache').header('etag', etag);
  if (matchesTag(request.headers['if-none-match'], etag)) {
    reply.removeHeader('content-encoding');
    return reply.code(304).send();
  }
  const body = encoded?.body ?? answer.body;
  return reply.type(contentType).send(body);
}

/** Sends the shared answer (from the cache, or loaded and kept). */
export async function sendSharedAnswer<T>(
  cache: SharedAnswerCache,
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
export function answeredFromCache(cache: SharedAnswerCache): { onRequest: onRequestHookHandler } {
  const answerFromKeptAnswer: onRequestHookHandler = (request, reply, done) => {
    const answer = request.user === null ? cache.serve(cacheKeyOf(request)) : null;
    if (answer) sendShared(request, reply, answer);
    else done();
  };
  return { onRequest: answerFromKeptAnswer };
}

/** The shared answer is this member's own when nothing on it is theirs to edit. */
export function sharedAnswerFits(answer: CachedAnswer, memberId: string | null): boolean {
  return memberId === null || !answer.differsFor?.has(memberId);
}

/** Sends shared bytes as a member's answer: without the ETag, so that only their browser keeps it. */
export async function sendToMember(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): Promise<void> {
  const encoded = encodedAnswer(request, reply, answer);
  await reply.type('application/json; charset=utf-8').send(encoded?.body ?? answer.body);
}
