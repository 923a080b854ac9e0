// Serves the images of an S3 bucket at /uploads/, as the local store's files are: every server answers for
// every image, streamed from the bucket with the same year-long immutable cache, content types and JSON 404.
import type { FastifyInstance } from 'fastify';
import { badGateway } from '@server/errors';
import { MediaStoreError, type BucketMediaStoreShape } from '../store/media-store';
import { IMMUTABLE_CACHE } from '../store/s3-media-store';
import { storedImageOf } from './stored-image-path';

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
};

const STORE_UNAVAILABLE = /*i18n*/ {
  id: 'media.store.read-failed',
  message: 'The image could not be read from the image store. Please try again.',
};
const storeUnavailable = () => badGateway(STORE_UNAVAILABLE, 'MEDIA_STORE_FAILED');

export async function registerBucketServing(app: FastifyInstance, store: BucketMediaStoreShape): Promise<void> {
  app.route<{ Params: { '*': string } }>({
    method: ['GET', 'HEAD'],
    url: '/uploads/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const image = storedImageOf(`/${request.params['*']}`);
      if (!image) return reply.callNotFound();

      let object;
      try {
        object = await store.read(image.folder, image.name, {
          // A HEAD asks the bucket for headers alone, instead of reading the image to throw it away.
          headOnly: request.method === 'HEAD',
          ifNoneMatch: request.headers['if-none-match'],
        });
      } catch (error) {
        if (!(error instanceof MediaStoreError)) throw error;
        request.log.warn({ err: error }, 'could not read an image from the bucket');
        throw storeUnavailable();
      }
      if (!object) return reply.callNotFound();

      reply.header('cache-control', IMMUTABLE_CACHE).header('x-content-type-options', 'nosniff');
      if (object.etag) reply.header('etag', object.etag);
      if (object.notModified) return reply.status(304).send();
      if (object.lastModified) reply.header('last-modified', object.lastModified.toUTCString());
      if (object.contentLength !== undefined) reply.header('content-length', object.contentLength);
      reply.type(CONTENT_TYPES[image.name.split('.').pop()!]!);
      return reply.send(object.body ?? undefined);
    },
  });
}
