// Visitors' reads of the forum are the same for every visitor: kept in memory (with an ETag) until the
// next community write. A member reads the same bytes unless the page shows something they wrote (canEdit);
// their answers are still personal for HTTP caches (no-store, no tag; see routes.ts).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PublicListCache, type CachedAnswer } from '@server/http/response-cache/shared-answer-cache';

declare module 'fastify' {
  interface FastifyInstance {
    communityCache?: PublicListCache;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Every write that changes a forum page, a post or its replies (presence does not). */
const COMMUNITY_WRITES = /^\/api\/(forums|posts|replies|me\/profile|admin\/(posts|replies))(\/|\?|$)/;

export function registerCommunityCache(app: FastifyInstance, cache = new PublicListCache()): void {
  app.decorate('communityCache', cache);
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!READS.has(request.method) && COMMUNITY_WRITES.test(request.url)) cache.invalidate();
    done(null, payload);
  });
}

/** The shared answer is this member's own when nothing on it is theirs to edit. */
export function sharedAnswerFits(answer: CachedAnswer, memberId: string | null): boolean {
  return memberId === null || !answer.differsFor?.has(memberId);
}

/** Sends shared bytes as a member's answer: without the ETag, so that only their browser keeps it. */
export async function sendToMember(reply: FastifyReply, answer: CachedAnswer): Promise<void> {
  await reply.type('application/json; charset=utf-8').send(answer.body);
}
