// The responsive copies of a stored picture (shared/image-variants.ts): each width of its ladder up to its
// own, in AVIF, WebP and JPEG, and a ThumbHash of it to paint while it loads. Made at upload from the
// re-encoded picture (image-processing.ts), and by `npm run images:convert` from a picture stored before.
import type SharpModule from 'sharp';
import type { Sharp } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import {
  AVATAR_WIDTHS,
  CATALOGUE_WIDTHS,
  VARIANT_CONTENT_TYPES,
  VARIANT_FORMATS,
  variantWidthsFor,
  type VariantFormat,
} from '@shared/image-variants';
import type { ImageDetails } from '@shared/schemas/common';
import { MAX_IMAGE_PIXELS } from './image-bounds';

export interface ImageVariant {
  width: number;
  format: VariantFormat;
  bytes: Buffer;
  contentType: string;
}

export interface ResponsiveCopies {
  /** Empty when only the details were asked for (Cloudinary makes its widths itself) or the picture moves. */
  variants: ImageVariant[];
  details: ImageDetails;
}

/** ThumbHash encodes at most 100 × 100 pixels. */
const PLACEHOLDER_SIDE = 100;

/**
 * AVIF at effort 3 (sharp's default is 4): a 1600 px photo-like picture took 1.0 s and 49 kB at effort 3,
 * 3.0 s and 42 kB at 4, 0.75 s and 85 kB at 2, 0.34 s and 69 kB at 0, at about the same PSNR from 3 up
 * (37.6 dB, against 35.2 to 35.8 below): the copies are made once and sent to every visitor, so the bytes
 * weigh more than the second (docs/performance.md, "Responsive images").
 */
const ENCODERS: Record<VariantFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 3 }),
  webp: (image) => image.webp({ quality: 75 }),
  // The fallback for browsers without AVIF and WebP: no transparency, so it is laid on white.
  jpg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }),
};

export function ladderOf(purpose: 'catalogue' | 'avatar'): readonly number[] {
  return purpose === 'avatar' ? AVATAR_WIDTHS : CATALOGUE_WIDTHS;
}

/**
 * The copies of `stored` (the picture as the store keeps it, first frame only). `encode` false gives the
 * details alone; `animated` keeps no widths (the moving picture is served whole, see architecture.md).
 */
export async function makeResponsiveCopies(
  sharp: typeof SharpModule,
  stored: Buffer,
  { ladder, animated, encode }: { ladder: readonly number[]; animated: boolean; encode: boolean },
): Promise<ResponsiveCopies> {
  // Decoded once to pixels; every width and the placeholder are made from them, none larger than the picture
  // (the placeholder at most 100 px a side). `npm run images:convert` brings pictures no upload checked.
  const { data, info } = await sharp(stored, { limitInputPixels: MAX_IMAGE_PIXELS })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const widths = animated ? [] : variantWidthsFor(info.width, ladder);

  const thumb = await sharp(data, raw)
    .resize(PLACEHOLDER_SIDE, PLACEHOLDER_SIDE, { fit: 'inside' })
    .toColourspace('srgb')
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const placeholder = Buffer.from(rgbaToThumbHash(thumb.info.width, thumb.info.height, thumb.data)).toString('base64');

  const variants: ImageVariant[] = [];
  if (encode) {
    for (const width of widths) {
      const resized =
        width === info.width
          ? { data, info }
          : await sharp(data, raw).resize({ width }).raw().toBuffer({ resolveWithObject: true });
      const pixels = {
        raw: { width: resized.info.width, height: resized.info.height, channels: resized.info.channels },
      } as const;
      for (const format of VARIANT_FORMATS) {
        const bytes = await ENCODERS[format](sharp(resized.data, pixels)).toBuffer();
        variants.push({ width, format, bytes, contentType: VARIANT_CONTENT_TYPES[format] });
      }
    }
  }
  return { variants, details: { width: info.width, height: info.height, widths, placeholder } };
}
