// The bytes of an item's picture for its preview card, from the site's own storage only: generated art is
// drawn again, a stored upload is read from the local store or the site's bucket (which /uploads/ serves).
// A picture hosted elsewhere (Cloudinary, an imported story's image) is not fetched (a page view must not make
// the server call out): its card has words alone.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { ART_MOTIFS, type ArtMotif } from '@shared/art-urls';
import { MEDIA_FOLDERS, type MediaFolder } from '@shared/schemas/media';
import { generateArt, generateAvatar } from '../art/generated-art';
import type { BucketMediaStoreShape, MediaStore } from '../store/media-store';
import { STORED_FILE_NAME, UPLOADS_URL_PREFIX } from '../store/local-media-store';
import { storedImageOf } from '../uploads/stored-image-path';

const ART = /^\/media\/art\/([a-z]+)\/([a-z0-9-]{1,80})\.svg$/;
const AVATAR = /^\/media\/avatars\/([^/]{1,120})\.svg$/;

export async function cardPicture(imageUrl: string | null, store: MediaStore): Promise<Buffer | null> {
  if (!imageUrl) return null;
  const art = ART.exec(imageUrl);
  if (art && (ART_MOTIFS as readonly string[]).includes(art[1]!))
    return Buffer.from(generateArt(art[1] as ArtMotif, art[2]!));
  const avatar = AVATAR.exec(imageUrl);
  if (avatar) return Buffer.from(generateAvatar(decodeURIComponent(avatar[1]!)));
  if (store.kind === 'local' && imageUrl.startsWith(UPLOADS_URL_PREFIX)) {
    const [folder, name, ...rest] = imageUrl.slice(UPLOADS_URL_PREFIX.length).split('/');
    const stored =
      rest.length === 0 && (MEDIA_FOLDERS as readonly string[]).includes(folder!) && STORED_FILE_NAME.test(name!);
    return stored ? readFile(path.join(store.rootDir, folder!, name!)).catch(() => null) : null;
  }
  if (store.kind === 's3' && imageUrl.startsWith(UPLOADS_URL_PREFIX)) {
    const image = storedImageOf(imageUrl.slice(UPLOADS_URL_PREFIX.length - 1));
    return image ? readFromBucket(store, image.folder, image.name).catch(() => null) : null;
  }
  return null;
}

async function readFromBucket(store: BucketMediaStoreShape, folder: MediaFolder, name: string): Promise<Buffer | null> {
  const object = await store.read(folder, name, { headOnly: false });
  return object?.body ? buffer(object.body) : null;
}
