import type { Config } from '@server/config';
import type { Manifest } from './archive-manifest';

/** Which store keeps the site's images; only the local one (DATA_DIR/uploads) lives on this machine. */
export function imageStoreOf(config: Config): Manifest['imageStore'] {
  if (config.s3) return 's3';
  if (config.cloudinary) return 'cloudinary';
  return 'local';
}
