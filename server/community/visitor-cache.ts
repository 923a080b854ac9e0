// Visitors' reads of the forum are the same for every visitor: kept in memory (with an ETag) until the
// next community write. Members' reads carry canEdit and stay personal and uncached.
import type { FastifyInstance } from 'fastify';
import { PublicListCache } from '../catalog/public-list-cache';

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
