import { describe, expect, it } from 'vitest';
import {
  AVATAR_WIDTHS,
  CATALOGUE_WIDTHS,
  cloudinaryWidthUrl,
  isCloudinaryUrl,
  isStoredUploadUrl,
  variantFileName,
  variantUrl,
  variantWidthsFor,
} from './image-variants';

const STORED = '/uploads/products/0123456789abcdef0123456789abcdef.png';
const CLOUDINARY = 'https://res.cloudinary.com/griot/image/upload/v1763812345/products/1700-cover.jpg';

describe('the widths of a picture', () => {
  it('are the ladder up to its own width, and its own width when narrower than the ladder’s top', () => {
    expect(variantWidthsFor(2000, CATALOGUE_WIDTHS)).toEqual([320, 640, 1024, 1600]);
    expect(variantWidthsFor(1600, CATALOGUE_WIDTHS)).toEqual([320, 640, 1024, 1600]);
    expect(variantWidthsFor(1599, CATALOGUE_WIDTHS)).toEqual([320, 640, 1024, 1599]);
    expect(variantWidthsFor(640, CATALOGUE_WIDTHS)).toEqual([320, 640]);
    expect(variantWidthsFor(500, CATALOGUE_WIDTHS)).toEqual([320, 500]);
    expect(variantWidthsFor(319, CATALOGUE_WIDTHS)).toEqual([319]);
    expect(variantWidthsFor(1, CATALOGUE_WIDTHS)).toEqual([1]);
    expect(variantWidthsFor(256, AVATAR_WIDTHS)).toEqual([128, 256]);
  });
});

describe('where a copy is kept', () => {
  it('is beside the stored file: <base>-<width>w.<format>', () => {
    expect(variantFileName('0123456789abcdef0123456789abcdef.png', 640, 'avif')).toBe(
      '0123456789abcdef0123456789abcdef-640w.avif',
    );
    expect(variantUrl(STORED, 320, 'jpg')).toBe('/uploads/products/0123456789abcdef0123456789abcdef-320w.jpg');
    expect(variantUrl(STORED.replace('.png', '.webp'), 1600, 'webp')).toBe(
      '/uploads/products/0123456789abcdef0123456789abcdef-1600w.webp',
    );
  });

  it('is nowhere for a picture that is not a stored upload', () => {
    for (const url of [
      '/media/art/record/seed.svg',
      'https://cdn.example/uploads/products/0123456789abcdef0123456789abcdef.png',
      '/uploads/products/cover.png',
      `${STORED}?v=2`,
      CLOUDINARY,
    ]) {
      expect(isStoredUploadUrl(url), url).toBe(false);
      expect(variantUrl(url, 320, 'avif'), url).toBeNull();
    }
    expect(isStoredUploadUrl(STORED)).toBe(true);
  });
});

describe('Cloudinary widths', () => {
  it('insert w_<n>,c_limit,f_auto,q_auto after /upload/', () => {
    expect(isCloudinaryUrl(CLOUDINARY)).toBe(true);
    expect(cloudinaryWidthUrl(CLOUDINARY, 640)).toBe(
      'https://res.cloudinary.com/griot/image/upload/w_640,c_limit,f_auto,q_auto/v1763812345/products/1700-cover.jpg',
    );
  });

  it('leave other addresses alone', () => {
    for (const url of [
      STORED,
      'https://example.com/image/upload/x.jpg',
      'http://res.cloudinary.com/g/image/upload/x.jpg',
    ]) {
      expect(isCloudinaryUrl(url), url).toBe(false);
      expect(cloudinaryWidthUrl(url, 640), url).toBeNull();
    }
  });
});
