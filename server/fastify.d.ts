import type { Database } from './db/database';
import type { Config } from './config';
import type { MediaStore } from './media/media-store';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    config: Config;
    mediaStore: MediaStore;
  }
}
