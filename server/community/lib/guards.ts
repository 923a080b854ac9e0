// Who may write: signed-in members only, and each at most so many posts, replies and edits an hour.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { messages } from '@shared/messages';
import { requireUser } from '@server/http/request-user';
import { tooManyRequests } from '@server/errors';
import { refuseHoneypot } from '@server/lib/honeypot';
import { LIKES_PER_HOUR, LIMIT_WINDOW_MS, REPORTS_PER_HOUR } from './limits';

/** An onRequest hook: a visitor hears 401 before the body is read. */
export async function signedIn(request: FastifyRequest): Promise<void> {
  requireUser(request);
}

/** Counts each member's writes of one kind in @fastify/rate-limit's store (shared by every server: limit-store.ts). */
function memberLimit(
  app: FastifyInstance,
  action: 'posts' | 'replies' | 'edits' | 'reports' | 'likes',
  perHour: number,
): preHandlerAsyncHookHandler {
  const limiter = app.createRateLimit({
    max: perHour,
    timeWindow: LIMIT_WINDOW_MS,
    keyGenerator: (request) => `community:${action}:${requireUser(request).id}`,
  });
  return async (request, reply) => {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds);
      throw tooManyRequests(messages.tooManyPosts);
    }
  };
}

/**
 * The hooks of a member's new post or reply: 401 for visitors before the body is read (a suspended
 * member's 403 is the scope's, routes.ts); the route's schema then refuses invalid input (400), and a
 * filled honeypot (400) before the hourly limit counts (429), so a refused or invalid write never reaches
 * the database.
 */
export function memberWrite(app: FastifyInstance, action: 'posts' | 'replies') {
  const { postsPerHour, repliesPerHour } = app.config.communityLimits;
  return {
    onRequest: signedIn,
    preHandler: [refuseHoneypot, memberLimit(app, action, action === 'posts' ? postsPerHour : repliesPerHour)],
  };
}

/** The hooks of a member's edit of their post or reply (see memberEdit). */
export type EditHooks = ReturnType<typeof memberEdit>;

/**
 * The hooks of a member's edit of their post or reply: like a new one, 401 first, then the schema, then
 * the hourly limit. Made once for both edit routes, so that edits of either kind share one budget.
 */
export function memberEdit(app: FastifyInstance) {
  return {
    onRequest: signedIn,
    preHandler: memberLimit(app, 'edits', app.config.communityLimits.editsPerHour),
  };
}

/**
 * The hooks of a member's like or unlike of a post or reply: 401 first, then the schema, then the hourly
 * limit (likes and unlikes count together).
 */
export function memberLike(app: FastifyInstance) {
  return { onRequest: signedIn, preHandler: memberLimit(app, 'likes', LIKES_PER_HOUR) };
}

/** The hooks of a member's report of a post or reply: 401 first, then the schema, then the hourly limit. */
export function memberReport(app: FastifyInstance) {
  return { onRequest: signedIn, preHandler: memberLimit(app, 'reports', REPORTS_PER_HOUR) };
}
