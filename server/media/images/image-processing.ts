// Checks an upload by its content (never its name or declared type) and re-encodes it, so that what we
// store is a clean image of one of the four accepted formats, upright, with every piece of metadata
// (EXIF GPS position, camera, comments) gone, and no larger than it is ever shown; then its responsive
// copies and placeholder (responsive-variants.ts).
import type SharpModule from 'sharp';
import { imageMessages } from '@shared/image-messages';
import { validationFailed } from '@server/errors';
import type { ImageExtension } from '../store/media-store';
import { checkImageBounds, MAX_IMAGE_PIXELS } from './image-bounds';
import { ladderOf, makeResponsiveCopies, type ResponsiveCopies } from './responsive-variants';

const FORMATS = {
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  png: { extension: 'png', contentType: 'image/png' },
  gif: { extension: 'gif', contentType: 'image/gif' },
  webp: { extension: 'webp', contentType: 'image/webp' },
} as const satisfies Record<string, { extension: ImageExtension; contentType: string }>;

type AcceptedFormat = keyof typeof FORMATS;

/** Catalogue images: the longest side at most this, far above what the widest screen shows. */
export const MAX_CATALOGUE_SIDE = 2000;
/** Avatars: a square of this side, sharp on a 2x screen at the largest size shown (112 px, client/components/ui/avatar.tsx). */
export const AVATAR_SIDE = 256;

/** What the image is for, which decides its size: a catalogue entry's picture or a member's avatar. */
export type ImagePurpose = 'catalogue' | 'avatar';

let loading: Promise<typeof SharpModule> | null = null;

/** sharp and libvips take memory only uploads need, so they are loaded with the first image, not at start (docs/performance.md). */
export function loadSharp(): Promise<typeof SharpModule> {
  return (loading ??= import('sharp').then((module) => {
    // Each upload is decoded once: libvips' operation cache would only keep its memory after a burst.
    module.default.cache(false);
    return module.default;
  }));
}

export interface ProcessedImage {
  bytes: Buffer;
  extension: ImageExtension;
  contentType: string;
}

/** An upload as the store keeps it: the picture, its responsive copies and their details. */
export type ProcessedUpload = ProcessedImage & ResponsiveCopies;

/**
 * `variants` false when the store makes its widths itself (Cloudinary): the details are still made.
 * Animated catalogue pictures keep their one moving file and get no widths (architecture.md).
 */
export interface UploadOptions {
  variants: boolean;
}

function isAccepted(format: string): format is AcceptedFormat {
  return Object.hasOwn(FORMATS, format);
}

async function readHeader(sharp: typeof SharpModule, bytes: Buffer) {
  try {
    // The header only: nothing is decoded yet, so a bomb costs nothing here.
    return await sharp(bytes).metadata();
  } catch {
    throw validationFailed(imageMessages.imageInvalidType);
  }
}

export async function processImage(
  bytes: Buffer,
  purpose: ImagePurpose,
  options: UploadOptions = { variants: true },
): Promise<ProcessedUpload> {
  const sharp = await loadSharp();
  const header = await readHeader(sharp, bytes);
  if (!isAccepted(header.format)) throw validationFailed(imageMessages.imageInvalidType);
  const frames = header.pages ?? 1;
  checkImageBounds(header.width, header.height, frames);

  // An avatar keeps its first frame: a moving picture beside every post is not what the forum shows.
  const animated = frames > 1 && purpose === 'catalogue';
  const oriented = sharp(bytes, { animated, limitInputPixels: MAX_IMAGE_PIXELS }).autoOrient();
  // Within the bounds, the avatar's cover makes at most 256² × 20 pixels, and the catalogue's copy no more
  // pixels than it reads.
  const image =
    purpose === 'avatar'
      ? oriented.resize(AVATAR_SIDE, AVATAR_SIDE, { fit: 'cover', position: 'attention' })
      : oriented.resize(MAX_CATALOGUE_SIDE, MAX_CATALOGUE_SIDE, { fit: 'inside', withoutEnlargement: true });
  const encoded =
    header.format === 'jpeg'
      ? image.jpeg({ quality: 85 })
      : header.format === 'png'
        ? image.png({ compressionLevel: 9, palette: header.isPalette })
        : header.format === 'gif'
          ? image.gif()
          : image.webp({ quality: 85 });
  let output: Buffer;
  try {
    // Without keepMetadata/withMetadata, sharp writes no EXIF, XMP, IPTC or comments.
    output = await encoded.toBuffer();
  } catch {
    // A header that parsed but pixels that do not (truncated or corrupt data).
    throw validationFailed(imageMessages.imageInvalidType);
  }
  const copies = await makeResponsiveCopies(sharp, output, {
    ladder: ladderOf(purpose),
    animated,
    encode: options.variants,
  });
  return { bytes: output, ...FORMATS[header.format], ...copies };
}
