// Draws a preview card in an image process (image-processes.ts): the item's picture, cut to a square, on
// the brand's ink, under the card's words. libvips' memory stays in that process.
import type SharpModule from 'sharp';
import { loadSharp, type ProcessedImage } from './image-processing';
import { coverRegion, isWithinSize, MAX_IMAGE_PIXELS } from './image-bounds';
import { CARD_HEIGHT, CARD_WIDTH, PICTURE, cardSvg, type CardWords } from '../preview-cards/card-layout';

export interface CardDrawing extends CardWords {
  /** The item's picture (a stored upload or generated SVG art), or null for words alone. */
  picture: Uint8Array | null;
}

const INK = { r: 27, g: 20, b: 51 };

export async function drawPreviewCard({ picture, ...words }: CardDrawing): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  const square = picture ? await pictureSquare(sharp, Buffer.from(picture)) : null;
  const layers = [
    ...(square ? [{ input: square, left: PICTURE.left, top: PICTURE.top }] : []),
    { input: Buffer.from(cardSvg(words, square !== null)), left: 0, top: 0 },
  ];
  const bytes = await sharp({ create: { width: CARD_WIDTH, height: CARD_HEIGHT, channels: 3, background: INK } })
    .composite(layers)
    .png({ compressionLevel: 9 })
    .toBuffer();
  return { bytes, extension: 'png', contentType: 'image/png' };
}

/**
 * The picture cut to the card's square: its middle first (image-bounds.ts), so that the cover makes at most
 * the square's pixels times MAX_IMAGE_ASPECT_RATIO whatever the stored picture's shape. A picture larger than
 * an upload may be, or one that does not decode, leaves the card with words alone.
 */
async function pictureSquare(sharp: typeof SharpModule, picture: Buffer): Promise<Buffer | null> {
  try {
    const { width, height } = await sharp(picture).metadata();
    if (!isWithinSize(width, height, 1)) return null;
    return await sharp(picture, { limitInputPixels: MAX_IMAGE_PIXELS })
      .extract(coverRegion(width, height))
      .resize(PICTURE.side, PICTURE.side, { fit: 'cover', position: 'attention' })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}
