// Serves the images of the local store at /uploads/. Their names derive from their content, so a URL
// always means the same bytes and browsers may keep them for a year. Only names the store writes are
// served (no temporary or probe files); anything else is the API's JSON 404.
import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MEDIA_FOLDERS } from '@shared/schemas/media';
import { STORED_FILE_NAME, UPLOADS_URL_PREFIX } from '../store/local-media-store';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const FOLDERS = new Set<string>(MEDIA_FOLDERS);

function isStoredImagePath(pathname: string): boolean {
  const [empty, folder, name, ...rest] = pathname.split('/');
  return empty === '' && rest.length === 0 && FOLDERS.has(folder ?? '') && STORED_FILE_NAME.test(name ?? '');
}

export async function registerUploadsServing(app: FastifyInstance): Promise<void> {
  const store = app.mediaStore;
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
