// The bounds of every image operation, read from the header before a pixel is decoded: what the image
// reads (its pixels, all frames together) and what resizing it makes. Resizing a picture to fill a square
// ("cover") first brings its shorter side to the square's: a 20000 × 1 picture became 5,120,000 × 256 on
// its way to a 256 px avatar (7.7 GB, a minute of work). With the longer side at most MAX_IMAGE_ASPECT_RATIO
// times the shorter, a cover of side s makes at most s² × that ratio pixels (SECURITY.md, "Uploads"). And
// libvips' memory grows with an image's width, not only its pixels: resizing 28000 × 1400 took 210 MB, the
// same pixels as 6000 × 6600 that took 43 MB, so a side is bounded too.
import type { Region } from 'sharp';
import { MAX_IMAGE_ASPECT_RATIO } from '@shared/constants';
import { imageMessages } from '@shared/image-messages';
import { validationFailed } from '@server/errors';
import { withValues } from '@server/lib/i18n/server-i18n';

/** Decoded size limit, all frames together: far above any photo we show, far below a decompression bomb. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** The longest side: a 40-megapixel panorama up to about 7 : 1 (16384 × 2441 took 120 MB to resize). */
export const MAX_IMAGE_SIDE = 16_384;

export const imageTooManyPixels = withValues(
  /*i18n*/ {
    id: 'media.image.too-many-pixels',
    message: 'Image dimensions are too large: at most {megapixels} megapixels and {side} px on a side.',
  },
  { megapixels: MAX_IMAGE_PIXELS / 1_000_000, side: MAX_IMAGE_SIDE },
);

/** Whether an image's pixels (all frames together) and its longest side are within what we decode. */
export function isWithinSize(width: number, height: number, frames: number): boolean {
  return width * height * frames <= MAX_IMAGE_PIXELS && Math.max(width, height) <= MAX_IMAGE_SIDE;
}

/** Refuses an upload that would cost more to decode or to resize than a photo we show. */
export function checkImageBounds(width: number, height: number, frames: number): void {
  // The shape first: a 20000 × 1 picture is too thin more than it is too large.
  if (Math.max(width, height) > MAX_IMAGE_ASPECT_RATIO * Math.min(width, height))
    throw validationFailed(imageMessages.imageExtremeShape);
  if (!isWithinSize(width, height, frames)) throw validationFailed(imageTooManyPixels);
}

/**
 * The middle of a stored picture, its longer side cut to MAX_IMAGE_ASPECT_RATIO times the shorter, to take
 * before a cover: a picture stored before the bound, or put in the store by hand, passed no upload's check.
 */
export function coverRegion(width: number, height: number): Region {
  const long = Math.min(Math.max(width, height), MAX_IMAGE_ASPECT_RATIO * Math.min(width, height));
  return width >= height
    ? { left: Math.floor((width - long) / 2), top: 0, width: long, height }
    : { left: 0, top: Math.floor((height - long) / 2), width, height: long };
}
