// Where uploaded images end up: one interface, with local disk (default), an S3-compatible bucket and
// Cloudinary behind it, so routes never know which one is configured.
import type { Readable } from 'node:stream';
import type { VariantFormat } from '@shared/image-variants';
import type { MessageDescriptor } from '@lingui/core';
import type { MediaFolder, StoreCheck } from '@shared/schemas/media';

/** The image hosting test's outcome, its message said in the admin's language by the route (uploads/routes.ts). */
export type StoreCheckResult = Omit<StoreCheck, 'message'> & { message: MessageDescriptor };

export type ImageExtension = 'jpg' | 'png' | 'gif' | 'webp';

/** One responsive copy of the picture (uploads/responsive-variants.ts), kept as `<base>-<width>w.<format>`. */
export interface StoredVariantInput {
  width: number;
  format: VariantFormat;
  bytes: Buffer;
  contentType: string;
}

export interface StoredImageInput {
  /** The re-encoded image (see image-processing.ts), never the bytes the browser sent. */
  bytes: Buffer;
  extension: ImageExtension;
  contentType: string;
  folder: MediaFolder;
  /** The original file name without extension, sanitised to [a-z0-9-_]. */
  baseName: string;
  /**
   * Its responsive copies, saved beside it before it (so a picture whose main file is there has all of
   * them); Cloudinary keeps none: it makes its widths from the one upload.
   */
  variants?: readonly StoredVariantInput[];
}

interface MediaStoreBase {
  save(image: StoredImageInput): Promise<{ url: string }>;
  /**
   * Deletes an image this store saved in `folder`, given its URL, with every responsive copy of it; anything
   * else (another folder, a generated avatar, an address elsewhere) is left alone. The caller makes sure
   * nothing refers to it.
   */
  remove(url: string, folder: MediaFolder): Promise<void>;
  /** The admin's image hosting test: never throws, tells what works and what does not. */
  check(): Promise<StoreCheckResult>;
}

export interface LocalMediaStoreShape extends MediaStoreBase {
  kind: 'local';
  /** The folder this server serves at /uploads/. */
  rootDir: string;
}

export interface RemoteMediaStoreShape extends MediaStoreBase {
  kind: 'cloudinary';
}

/** An image as the bucket answers it, for /uploads/; `body` is null for a HEAD and when it is not modified. */
export interface StoredObject {
  body: Readable | null;
  notModified: boolean;
  contentLength: number | undefined;
  etag: string | undefined;
  lastModified: Date | undefined;
}

export interface BucketMediaStoreShape extends MediaStoreBase {
  kind: 's3';
  /**
   * Reads `<folder>/<name>` from the bucket (headers alone when `headOnly`); null when there is no such
   * object. `ifNoneMatch` is the browser's, so the bucket may answer "not modified".
   */
  read(
    folder: MediaFolder,
    name: string,
    options: { headOnly: boolean; ifNoneMatch?: string },
  ): Promise<StoredObject | null>;
}

export type MediaStore = LocalMediaStoreShape | BucketMediaStoreShape | RemoteMediaStoreShape;

/** The store could not keep the image (the host refused or did not answer); the message is the admin's. */
export class MediaStoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MediaStoreError';
  }
}
