import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '@shared/constants';
import { imageFileProblem } from './image-file';

const file = (type: string, size: number) => ({ type, size });

describe('imageFileProblem', () => {
  it.each(['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp'])('accepts %s', (type) => {
    expect(imageFileProblem(file(type, 1024))).toBeNull();
  });

  it.each(['image/svg+xml', 'text/plain', 'image/bmp', 'application/pdf', ''])(
    'refuses %j with the invalid-type message',
    (type) => {
      expect(imageFileProblem(file(type, 1024))).toBe('Please select a valid image file (JPEG, PNG, GIF, or WebP)');
    },
  );

  it('judges by the MIME type, not by a name that says .jpg', () => {
    expect(imageFileProblem(new File(['<svg/>'], 'photo.jpg', { type: 'image/svg+xml' }))).toBe(
      'Please select a valid image file (JPEG, PNG, GIF, or WebP)',
    );
  });

  it('accepts exactly 5 MB and refuses one byte more', () => {
    expect(MAX_IMAGE_BYTES).toBe(5 * 1024 * 1024);
    expect(imageFileProblem(file('image/png', MAX_IMAGE_BYTES))).toBeNull();
    expect(imageFileProblem(file('image/png', MAX_IMAGE_BYTES + 1))).toBe('Image file size must be less than 5MB');
  });

  it('names the type first when a file is both the wrong type and too large', () => {
    expect(imageFileProblem(file('text/plain', MAX_IMAGE_BYTES + 1))).toBe(
      'Please select a valid image file (JPEG, PNG, GIF, or WebP)',
    );
  });
});
