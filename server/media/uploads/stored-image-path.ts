// Which paths under /uploads/ name a stored image: a media folder and a name the stores write, nothing else.
import { MEDIA_FOLDERS, type MediaFolder } from '@shared/schemas/media';
import { STORED_FILE_NAME } from '../store/local-media-store';

const FOLDERS = new Set<string>(MEDIA_FOLDERS);

/** `/<folder>/<name>` (the part after /uploads) as its folder and name, or null for anything else. */
export function storedImageOf(pathname: string): { folder: MediaFolder; name: string } | null {
  const [empty, folder, name, ...rest] = pathname.split('/');
  if (empty !== '' || rest.length > 0 || !FOLDERS.has(folder ?? '') || !STORED_FILE_NAME.test(name ?? '')) return null;
  return { folder: folder as MediaFolder, name: name! };
}

export function isStoredImagePath(pathname: string): boolean {
  return storedImageOf(pathname) !== null;
}
