// The community forum and member profiles (public reads, members' writes). Admin moderation lives in the
// resources' admin-routes.ts, inside the admin scope.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { followRoutes } from './follows/routes';
import { forumRoutes } from './forums/routes';
import { memberEdit } from './lib/guards';
import { likeRoutes } from './likes/routes';
import { memberRoutes } from './members/routes';
import { postRoutes } from './posts/routes';
import { profileRoutes } from './profiles/routes';
import { readRoutes } from './reads/routes';
import { replyRoutes } from './replies/routes';
import { reportRoutes } from './reports/routes';
import { refuseSuspendedWrites } from '@server/http/request-user';

export const communityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The one check of suspensions for every community write, those registered here later included:
  // a suspended member's write is a 403 that says why and until when (docs/product.md §10).
  app.addHook('onRequest', refuseSuspendedWrites);
  // A member's answers depend on who asks (canEdit, the profile): never kept. A visitor's answer is the same
  // for every visitor: kept and revalidated (the browser, the app's offline copies). Visitors' forum and reply
  // pages are also shared answers with an ETag (server/http/response-cache), which set their own header.
  app.addHook('onSend', function communityCaching(request, reply, payload, done) {
    if (!reply.hasHeader('cache-control'))
      reply.header('cache-control', request.user === null && request.method === 'GET' ? 'no-cache' : 'no-store');
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, cookie` : 'cookie');
    done(null, payload);
  });
  await app.register(forumRoutes);
  // One limiter for edits of posts and of replies: a member's edits of either count together.
  const edits = memberEdit(app);
  await app.register(postRoutes, { edits });
  await app.register(replyRoutes, { edits });
  await app.register(likeRoutes);
  await app.register(memberRoutes);
  await app.register(profileRoutes);
  await app.register(followRoutes);
  await app.register(readRoutes);
  await app.register(reportRoutes);
};
