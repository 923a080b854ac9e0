// The admin's image uploads (products, events, artists, stories) and the image hosting test. Registered
// inside the admin scope, whose hook has already refused visitors and members.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { ADMIN_MEDIA_FOLDERS, StoreCheck, UploadResult } from '@shared/schemas/media';
import { say } from '@shared/texts';
import { errorResponses } from '@server/http/responses';
import { imageMultipartOptions, readImageUpload } from './read-image-upload';
import { storeImage } from './store-image';
import { BODY_LIMIT } from '@server/http/body-limits';

const FolderParams = Type.Object({
  folder: Type.Union(
    ADMIN_MEDIA_FOLDERS.map((f) => Type.Literal(f)),
    { description: 'The folder of the entity the image belongs to' },
  ),
});

export const adminUploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Encapsulated: only the routes of this plugin accept multipart bodies.
  await app.register(multipart, imageMultipartOptions());
  const tags = ['admin'];

  app.post(
    '/api/admin/uploads/:folder',
    {
      schema: {
        tags,
        summary: 'Upload an image (multipart field "file": JPEG, PNG, GIF or WebP, at most 5 MB) into an entity folder',
        consumes: ['multipart/form-data'],
        params: FolderParams,
        response: { 201: UploadResult, ...errorResponses },
      },
      // A stored file changes no page until an entry names it.
      config: { invalidates: [] },
    },
    async (request, reply) => {
      const upload = await readImageUpload(request, reply);
      const stored = await storeImage(
        { store: app.mediaStore, work: app.imageWork, db: app.database.db },
        reply,
        upload,
        request.params.folder,
      );
      reply.status(201);
      return stored;
    },
  );

  app.post(
    '/api/admin/media/test',
    {
      schema: {
        tags,
        summary: 'Test the image hosting configuration (local disk, S3 bucket or Cloudinary)',
        response: { 200: StoreCheck, ...errorResponses },
      },
      bodyLimit: BODY_LIMIT.none,
      config: { invalidates: [] },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const check = await app.mediaStore.check();
      return { ...check, message: say(request.i18n, check.message) };
    },
  );
};
