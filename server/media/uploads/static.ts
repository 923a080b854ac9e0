// Serves the images of the local store at /uploads/ (those of a bucket: bucket-serving.ts). Their names
// derive from their content, so a URL always means the same bytes and browsers may keep them for a year.
// Only names the store writes are served (no temporary or probe files); anything else is the API's JSON 404.
import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { UPLOADS_URL_PREFIX } from '../store/local-media-store';
import { registerBucketServing } from './bucket-serving';
import { isStoredImagePath } from './stored-image-path';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export async function registerUploadsServing(app: FastifyInstance): Promise<void> {
  const store = app.mediaStore;
  if (store.kind === 's3') return registerBucketServing(app, store);
  if (store.kind !== 'local') return;
  await mkdir(store.rootDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: store.rootDir,
    prefix: UPLOADS_URL_PREFIX,
    // The SPA's instance decorates the reply; a second instance must not.
    decorateReply: false,
    index: false,
    dotfiles: 'ignore',
    allowedPath: (pathname) => isStoredImagePath(pathname),
    maxAge: ONE_YEAR_MS,
    immutable: true,
    setHeaders: (res) => {
      res.setHeader('x-content-type-options', 'nosniff');
    },
  });
}
