// The server side of the image pipeline, shared by the admin and avatar routes: check and re-encode the
// upload and make its responsive copies, keep them in the configured store, in the entity's folder, then
// write the picture's details (stored_images) under the URL the records will hold.
import type { FastifyReply } from 'fastify';
import type { MediaFolder, UploadResult } from '@shared/schemas/media';
import type { Db } from '@server/db/database';
import { saveImageDetails } from '@server/db/stored-images';
import type { ImageWork } from '../images/image-work';
import { MediaStoreError, type MediaStore } from '../store/media-store';
import type { ImageUpload } from './read-image-upload';
import { uploadFailed } from '../images/upload-errors';

/** The original file name without its extension, in [a-z0-9-_] (Cloudinary's public_id carries it). */
export function baseNameOf(fileName: string): string {
  const withoutExtension = (fileName.split(/[\\/]/).pop() ?? '').replace(/\.[^.]*$/, '');
  const safe = withoutExtension
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return safe || 'image';
}

export async function storeImage(
  { store, work, db }: { store: MediaStore; work: ImageWork; db: Db },
  reply: FastifyReply,
  upload: ImageUpload,
  folder: MediaFolder,
): Promise<UploadResult> {
  const purpose = folder === 'avatars' ? 'avatar' : 'catalogue';
  // Cloudinary makes each width from the one upload (w_<n> in the URL): only the details are needed.
  const image = await work.run(reply, upload.bytes, purpose, { variants: store.kind !== 'cloudinary' });
  let url: string;
  try {
    ({ url } = await store.save({ ...image, folder, baseName: baseNameOf(upload.fileName) }));
  } catch (error) {
    if (error instanceof MediaStoreError) throw uploadFailed(error.message);
    throw error;
  }
  // Before any record names the URL: a page that shows the picture finds its details.
  await saveImageDetails(db, url, image.details);
  return { url, image: image.details };
}
