import { describe, expect, it } from 'vitest';
import type { ImageDetails } from '@shared/schemas/common';
import { pictureSources } from './picture-sources';

const STORED = '/uploads/events/0123456789abcdef0123456789abcdef.jpg';
const base = '/uploads/events/0123456789abcdef0123456789abcdef';
const CLOUDINARY = 'https://res.cloudinary.com/griot/image/upload/v1/events/poster.png';
const details = (widths: number[]): ImageDetails => ({ width: 2000, height: 1000, widths, placeholder: 'YJqGPQw7' });

describe('pictureSources', () => {
  it('offers a stored upload’s AVIF and WebP copies as sources and its JPEG copies to the <img>', () => {
    expect(pictureSources(STORED, details([320, 640, 1024, 1600]))).toEqual({
      sources: [
        {
          type: 'image/avif',
          srcSet: `${base}-320w.avif 320w, ${base}-640w.avif 640w, ${base}-1024w.avif 1024w, ${base}-1600w.avif 1600w`,
        },
        {
          type: 'image/webp',
          srcSet: `${base}-320w.webp 320w, ${base}-640w.webp 640w, ${base}-1024w.webp 1024w, ${base}-1600w.webp 1600w`,
        },
      ],
      srcSet: `${base}-320w.jpg 320w, ${base}-640w.jpg 640w, ${base}-1024w.jpg 1024w, ${base}-1600w.jpg 1600w`,
    });
  });

  it('offers only the smallest width when the visitor asks to save data', () => {
    expect(pictureSources(STORED, details([640, 320, 500]), { saveData: true })).toEqual({
      sources: [
        { type: 'image/avif', srcSet: `${base}-320w.avif 320w` },
        { type: 'image/webp', srcSet: `${base}-320w.webp 320w` },
      ],
      srcSet: `${base}-320w.jpg 320w`,
    });
  });

  it('asks Cloudinary for each width in one srcset, in the format it chooses', () => {
    expect(pictureSources(CLOUDINARY, details([320, 640]))).toEqual({
      sources: [],
      srcSet: [
        'https://res.cloudinary.com/griot/image/upload/w_320,c_limit,f_auto,q_auto/v1/events/poster.png 320w',
        'https://res.cloudinary.com/griot/image/upload/w_640,c_limit,f_auto,q_auto/v1/events/poster.png 640w',
      ].join(', '),
    });
  });

  it('leaves a picture plain without details, without widths (a moving one), or hosted elsewhere', () => {
    expect(pictureSources(STORED, null)).toBeNull();
    expect(pictureSources(STORED, undefined)).toBeNull();
    expect(pictureSources(STORED.replace('.jpg', '.gif'), details([]))).toBeNull();
    expect(pictureSources('https://cdn.example/poster.jpg', details([320]))).toBeNull();
    expect(pictureSources('/media/art/stage/afrobeat.svg', details([320]))).toBeNull();
  });
});
