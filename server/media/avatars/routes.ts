// A member's own profile picture. The folder is fixed (avatars/) and the profile is the session's, so a
// member can neither write elsewhere nor change someone else's profile.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UploadResult } from '@shared/schemas/media';
import { requireUser } from '@server/http/request-user';
import { notFound } from '@server/errors';
import { errorResponses } from '@server/http/responses';
import { hasProfile, setAvatarOfUser } from './repository';
import { imageMultipartOptions, readImageUpload } from '../uploads/read-image-upload';
import { storeImage } from '../uploads/store-image';

const PROFILE_NOT_FOUND = 'Profile not found.';

export const avatarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Encapsulated: only the routes of this plugin accept multipart bodies.
  await app.register(multipart, imageMultipartOptions());
  const { db } = app.database;

  app.post(
    '/api/me/avatar',
    {
      schema: {
        tags: ['media'],
        summary:
          'Upload the signed-in member\'s profile picture (multipart field "file": JPEG, PNG, GIF or WebP, at most 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: UploadResult, ...errorResponses },
      },
      // Authors' pictures show on forum and reply pages.
      config: { invalidates: ['community'] },
      // Before the body is read: a visitor's upload is refused unread.
      onRequest: async (request) => {
        requireUser(request);
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!(await hasProfile(db, user.id))) throw notFound(PROFILE_NOT_FOUND);
      const upload = await readImageUpload(request, reply);
      const stored = await storeImage(app.mediaStore, upload, 'avatars');
      if (!(await setAvatarOfUser(db, user.id, stored.url))) throw notFound(PROFILE_NOT_FOUND);
      return stored;
    },
  );
};
