import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageMessages } from '@shared/image-messages';
import { inEnglish } from '@server/lib/i18n/server-i18n';
import { AppError } from '@server/errors';
import { AVATAR_SIDE, MAX_CATALOGUE_SIDE, processImage, type ImagePurpose } from './image-processing';
import { imageTooManyPixels, MAX_IMAGE_PIXELS } from './image-bounds';
import {
  exifHasGps,
  makeAnimatedGif,
  makeAnimatedWebp,
  makeJpegWithGps,
  makeLargePng,
  makePng,
  makeWebp,
} from '@server/test/fixtures/images';

async function refusal(bytes: Buffer, purpose: ImagePurpose = 'catalogue'): Promise<AppError> {
  const error = await processImage(bytes, purpose).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('processImage', () => {
  it('keeps each accepted format, judged by content, with its extension and content type', async () => {
    const cases = [
      { bytes: await makePng(), format: 'png', extension: 'png', contentType: 'image/png' },
      { bytes: await makeJpegWithGps(), format: 'jpeg', extension: 'jpg', contentType: 'image/jpeg' },
      { bytes: await makeAnimatedGif(), format: 'gif', extension: 'gif', contentType: 'image/gif' },
      { bytes: await makeWebp(), format: 'webp', extension: 'webp', contentType: 'image/webp' },
    ];
    for (const { bytes, format, extension, contentType } of cases) {
      const result = await processImage(bytes, 'catalogue');
      expect({ extension: result.extension, contentType: result.contentType }).toEqual({ extension, contentType });
      expect((await sharp(result.bytes).metadata()).format).toBe(format);
    }
  });

  it('strips EXIF (GPS position, description) and turns the JPEG upright', async () => {
    const original = await makeJpegWithGps();
    const before = await sharp(original).metadata();
    expect(exifHasGps(before.exif)).toBe(true);
    expect(before.orientation).toBe(6);
    expect([before.width, before.height]).toEqual([40, 20]);

    const result = await processImage(original, 'catalogue');
    const after = await sharp(result.bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(result.bytes.includes(Buffer.from('secret-comment-at-home'))).toBe(false);
    expect([after.width, after.height]).toEqual([20, 40]);
  });

  it('keeps the frames of animated GIF and WebP images', async () => {
    for (const bytes of [await makeAnimatedGif(), await makeAnimatedWebp()]) {
      const result = await processImage(bytes, 'catalogue');
      expect((await sharp(result.bytes).metadata()).pages).toBe(3);
    }
  });

  it('shrinks a catalogue image to at most 2000 px on its longest side, and never enlarges one', async () => {
    const large = await sharp((await processImage(await makeLargePng(6000, 4500), 'catalogue')).bytes).metadata();
    expect([large.width, large.height]).toEqual([MAX_CATALOGUE_SIDE, 1500]);
    const small = await sharp((await processImage(await makePng(), 'catalogue')).bytes).metadata();
    expect([small.width, small.height]).toEqual([32, 24]);
  });

  it('makes an avatar a 256 px square of one frame, whatever its size and shape', async () => {
    for (const bytes of [await makeLargePng(3000, 1000), await makePng(), await makeAnimatedGif()]) {
      const metadata = await sharp((await processImage(bytes, 'avatar')).bytes).metadata();
      expect([metadata.width, metadata.height, metadata.pages ?? 1]).toEqual([AVATAR_SIDE, AVATAR_SIDE, 1]);
    }
  });

  it('gives the same bytes for the same image (so the stored name is stable)', async () => {
    const png = await makePng();
    expect((await processImage(png, 'catalogue')).bytes.equals((await processImage(png, 'catalogue')).bytes)).toBe(
      true,
    );
  });

  it('refuses text, an SVG and a TIFF with the invalid-type message', async () => {
    const tiff = await sharp(await makePng())
      .tiff()
      .toBuffer();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    for (const bytes of [Buffer.from('just some text, not a picture'), svg, tiff, Buffer.alloc(0)]) {
      const error = await refusal(bytes);
      expect({ status: error.statusCode, message: error.message }).toEqual({
        status: 400,
        message: inEnglish(imageMessages.imageInvalidType),
      });
    }
  });

  it('refuses a truncated image with the invalid-type message', async () => {
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#123456' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const error = await refusal(png.subarray(0, Math.floor(png.length / 2)));
    expect({ status: error.statusCode, message: error.message }).toEqual({
      status: 400,
      message: inEnglish(imageMessages.imageInvalidType),
    });
  });

  it('refuses a decompression bomb: a small file of more than 40 megapixels', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(8000 * 5001).toBeGreaterThan(MAX_IMAGE_PIXELS);
    const error = await refusal(bomb);
    expect({ status: error.statusCode, message: error.message }).toEqual({
      status: 400,
      message: inEnglish(imageTooManyPixels),
    });
  });

  it('refuses a picture of more than 16384 px on a side, whose resizing takes memory by its width', async () => {
    const wide = await makeLargePng(16_385, 1000);
    for (const purpose of ['catalogue', 'avatar'] as const) {
      const error = await refusal(wide, purpose);
      expect({ status: error.statusCode, message: error.message }).toEqual({
        status: 400,
        message: inEnglish(imageTooManyPixels),
      });
    }
    const widest = await sharp((await processImage(await makeLargePng(16_384, 1000), 'catalogue')).bytes).metadata();
    expect([widest.width, widest.height]).toEqual([MAX_CATALOGUE_SIDE, 122]);
  });

  it('refuses a picture over 20 times longer one way than the other, before decoding it, whatever it is for', async () => {
    // As a 256 px avatar, 20000 × 1 was first scaled to 5,120,000 × 256: 7.7 GB and a minute of work.
    for (const [width, height] of [
      [2100, 100],
      [2000, 1],
      [20_000, 1],
      [1, 20_000],
      [1, 65_535],
    ] as const) {
      const bytes = await makeLargePng(width, height);
      expect(bytes.length).toBeLessThan(2048);
      for (const purpose of ['catalogue', 'avatar'] as const) {
        const started = Date.now();
        const error = await refusal(bytes, purpose);
        expect({ status: error.statusCode, message: error.message }, `${width}×${height} ${purpose}`).toEqual({
          status: 400,
          message: inEnglish(imageMessages.imageExtremeShape),
        });
        expect(Date.now() - started).toBeLessThan(1000);
      }
    }
  });

  it('makes a 256 px avatar of a picture 20 times longer one way than the other, and of a 1 px one', async () => {
    for (const [width, height] of [
      [20, 1],
      [1, 20],
      [4000, 200],
      [1, 1],
    ] as const) {
      const metadata = await sharp((await processImage(await makeLargePng(width, height), 'avatar')).bytes).metadata();
      expect([metadata.width, metadata.height], `${width}×${height}`).toEqual([AVATAR_SIDE, AVATAR_SIDE]);
    }
  });
});
