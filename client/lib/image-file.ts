// The browser's first look at a chosen image (docs/product.md §5): the type by MIME and the size. The file's name
// is not trusted, and the server checks the content again whatever the browser said.
import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES } from '@shared/constants';
import { i18n } from '@lingui/core';
import { imageMessages } from '@shared/image-messages';

/** The message of docs/product.md §5 for a file no form will send, or null when it may be uploaded. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return i18n._(imageMessages.imageInvalidType);
  if (file.size > MAX_IMAGE_BYTES) return i18n._(imageMessages.imageTooLarge);
  return null;
}
