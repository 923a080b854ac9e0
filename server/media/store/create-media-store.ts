// A bucket or Cloudinary when one is configured (config.ts refuses both), this server's disk otherwise.
import path from 'node:path';
import type { Config } from '@server/config';
import { createCloudinaryMediaStore } from './cloudinary-media-store';
import { createLocalMediaStore } from './local-media-store';
import type { MediaStore } from './media-store';
import { createS3MediaStore } from './s3-media-store';

export function createMediaStore(config: Config): MediaStore {
  if (config.s3) return createS3MediaStore(config.s3, config.imports.timeoutMs);
  if (config.cloudinary) return createCloudinaryMediaStore(config.cloudinary, config.imports.timeoutMs);
  return createLocalMediaStore(path.join(config.dataDir, 'uploads'));
}
