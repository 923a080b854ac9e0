// The image pipeline's API shapes.
import Type, { type Static } from 'typebox';
import { ImageDetailsOrNull } from './common';

/** The folders of docs/product.md §7; avatars/ is written only through the member's own avatar route. */
export const MEDIA_FOLDERS = ['products', 'events', 'artists', 'stories', 'avatars'] as const;
export type MediaFolder = (typeof MEDIA_FOLDERS)[number];
export const ADMIN_MEDIA_FOLDERS = ['products', 'events', 'artists', 'stories'] as const;

export const UploadResult = Type.Object({
  url: Type.String({ description: 'Where the stored image is served' }),
  image: ImageDetailsOrNull,
});
export type UploadResult = Static<typeof UploadResult>;

export const StoreCheck = Type.Object({
  store: Type.Union([Type.Literal('local'), Type.Literal('cloudinary'), Type.Literal('s3')]),
  outcome: Type.Union([Type.Literal('working'), Type.Literal('issues'), Type.Literal('failed')]),
  /** The message the admin sees (docs/product.md §8 for Cloudinary). */
  message: Type.String(),
  /** Technical detail for the browser console when the check failed. */
  detail: Type.Optional(Type.String()),
});
export type StoreCheck = Static<typeof StoreCheck>;
