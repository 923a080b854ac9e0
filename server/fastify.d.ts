import type { Database } from '@server/db/database';
import type { Config } from './config';
import type { MediaStore } from '@server/media/store/media-store';
import type { ImageWork } from '@server/media/uploads/image-work';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    config: Config;
    mediaStore: MediaStore;
    imageWork: ImageWork;
  }
}
