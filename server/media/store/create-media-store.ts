// Cloudinary when it is configured, this server's disk otherwise.
import path from 'node:path';
import type { Config } from '@server/config';
import { createCloudinaryMediaStore } from './cloudinary-media-store';
import { createLocalMediaStore } from './local-media-store';
import type { MediaStore } from './media-store';

export function createMediaStore(config: Config): MediaStore {
  if (config.cloudinary) return createCloudinaryMediaStore(config.cloudinary, config.imports.timeoutMs);
  return createLocalMediaStore(path.join(config.dataDir, 'uploads'));
}
