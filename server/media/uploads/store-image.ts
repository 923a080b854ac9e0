// The server side of the image pipeline, shared by the admin and avatar routes: check and re-encode the
// upload, then keep it in the configured store, in the entity's folder.
import type { FastifyReply } from 'fastify';
import type { MediaFolder, UploadResult } from '@shared/schemas/media';
import type { ImageWork } from './image-work';
import { MediaStoreError, type MediaStore } from '../store/media-store';
import type { ImageUpload } from './read-image-upload';
import { uploadFailed } from './upload-errors';

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
  store: MediaStore,
  work: ImageWork,
  reply: FastifyReply,
  upload: ImageUpload,
  folder: MediaFolder,
): Promise<UploadResult> {
  const purpose = folder === 'avatars' ? 'avatar' : 'catalogue';
  const image = await work.run(reply, upload.bytes, purpose);
  try {
    return await store.save({ ...image, folder, baseName: baseNameOf(upload.fileName) });
  } catch (error) {
    if (error instanceof MediaStoreError) throw uploadFailed(error.message);
    throw error;
  }
}
