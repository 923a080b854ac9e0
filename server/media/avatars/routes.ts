// A member's own profile picture. The folder is fixed (avatars/) and the profile is the session's, so a
// member can neither write elsewhere nor change someone else's profile. Each member may upload so many an
// hour, and the picture they replace is deleted unless another profile shows the same file (SECURITY.md).
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { UploadResult } from '@shared/schemas/media';
import { refuseSuspendedWrites, requireUser } from '@server/http/request-user';
import { notFound, tooManyRequests } from '@server/errors';
import { inEnglish } from '@server/lib/i18n/server-i18n';
import { forgetImageDetails } from '@server/db/stored-images';
import { errorResponses } from '@server/http/responses';
import { hasProfile, isAvatarInUse, setAvatarOfUser } from './repository';
import { imageMultipartOptions, readImageUpload } from '../uploads/read-image-upload';
import { storeImage } from '../uploads/store-image';

export const PROFILE_NOT_FOUND = /*i18n*/ { id: 'media.avatar.profile-not-found', message: 'Profile not found.' };
const TOO_MANY_AVATARS_TEXT = /*i18n*/ {
  id: 'media.avatar.too-many-changes',
  message: 'You have changed your picture many times this hour. Please try again later.',
};
/** Its English, as answered to a request in English. */
export const TOO_MANY_AVATARS = inEnglish(TOO_MANY_AVATARS_TEXT);
const HOUR_MS = 60 * 60 * 1000;

export const avatarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Encapsulated: only the routes of this plugin accept multipart bodies.
  await app.register(multipart, imageMultipartOptions());
  const { db } = app.database;
  // A suspended member changes nothing of their profile, picture included (like the community's writes).
  app.addHook('onRequest', refuseSuspendedWrites);

  // Counted in @fastify/rate-limit's store (shared by every server, like the posting limits), before the body is read.
  const limiter = app.createRateLimit({
    max: app.config.media.avatarsPerHour,
    timeWindow: HOUR_MS,
    keyGenerator: (request) => `media:avatars:${requireUser(request).id}`,
  });
  const avatarLimit: preHandlerAsyncHookHandler = async (request, reply) => {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds);
      throw tooManyRequests(TOO_MANY_AVATARS_TEXT);
    }
  };

  app.post(
    '/api/me/avatar',
    {
      schema: {
        tags: ['media'],
        summary:
          'Upload the signed-in member\'s profile picture (multipart field "file": JPEG, PNG, GIF or WebP, at most 5 MB), kept as a 256 px square',
        consumes: ['multipart/form-data'],
        response: { 200: UploadResult, ...errorResponses },
      },
      // Authors' pictures show on forum and reply pages.
      config: { invalidates: ['community'] },
      // Before the body is read: a visitor's upload is refused unread.
      onRequest: async (request) => {
        requireUser(request);
      },
      preHandler: avatarLimit,
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!(await hasProfile(db, user.id))) throw notFound(PROFILE_NOT_FOUND);
      const upload = await readImageUpload(request, reply);
      const stored = await storeImage({ store: app.mediaStore, work: app.imageWork, db }, reply, upload, 'avatars');
      const replaced = await setAvatarOfUser(db, user.id, stored.url);
      if (replaced === false) throw notFound(PROFILE_NOT_FOUND);
      if (replaced && replaced !== stored.url && !(await isAvatarInUse(db, replaced))) {
        // The new picture is saved: a file that cannot be deleted is logged, not the member's problem.
        await app.mediaStore
          .remove(replaced, 'avatars')
          .then(() => forgetImageDetails(db, replaced))
          .catch((error: unknown) => request.log.warn({ err: error }, 'could not delete a replaced avatar'));
      }
      return stored;
    },
  );
};
