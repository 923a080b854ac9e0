// The bounds of every image operation, read from the header before a pixel is decoded: what the image
// reads (its pixels, all frames together) and what resizing it makes. Resizing a picture to fill a square
// ("cover") first brings its shorter side to the square's: a 20000 × 1 picture became 5,120,000 × 256 on
// its way to a 256 px avatar (7.7 GB, a minute of work). With the longer side at most MAX_IMAGE_ASPECT_RATIO
// times the shorter, a cover of side s makes at most s² × that ratio pixels (SECURITY.md, "Uploads").
import type { Region } from 'sharp';
import { MAX_IMAGE_ASPECT_RATIO } from '@shared/constants';
import { messages } from '@shared/messages';
import { validationFailed } from '@server/errors';

/** Decoded size limit, all frames together: far above any photo we show, far below a decompression bomb. */
export const MAX_IMAGE_PIXELS = 40_000_000;

export const imageTooManyPixels = `Image dimensions are too large: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`;

/** Refuses an upload that would cost more to decode or to resize than a photo we show. */
export function checkImageBounds(width: number, height: number, frames: number): void {
  if (width * height * frames > MAX_IMAGE_PIXELS) throw validationFailed(imageTooManyPixels);
  if (Math.max(width, height) > MAX_IMAGE_ASPECT_RATIO * Math.min(width, height))
    throw validationFailed(messages.imageExtremeShape);
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
