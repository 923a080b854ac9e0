// What a <picture> offers the browser for an uploaded picture (shared/image-variants.ts): the AVIF and WebP
// copies as <source srcset>, the JPEG copies as the <img>'s srcset. A Cloudinary picture is one srcset of
// widths asked by URL (f_auto picks the format). Anything else (generated art, an address elsewhere, an
// upload without details, a moving picture) is a plain <img>.
import {
  cloudinaryWidthUrl,
  isCloudinaryUrl,
  isStoredUploadUrl,
  variantUrl,
  type VariantFormat,
} from '@shared/image-variants';
import type { ImageDetails } from '@shared/schemas/common';

export interface PictureSources {
  /** `<source type srcset>` elements, best format first; none for Cloudinary. */
  sources: Array<{ type: string; srcSet: string }>;
  /** The <img>'s own srcset: JPEG copies, or Cloudinary's widths. */
  srcSet: string;
}

const srcSetOf = (widths: readonly number[], urlOf: (width: number) => string | null) =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- srcset syntax (`url 640w`), not a text
  widths.map((width) => `${urlOf(width)} ${width}w`).join(', ');

/**
 * The srcsets of `url` at the widths its details list; with `saveData` (the visitor asked for lighter
 * pages), the smallest width alone. Null when the picture is to be shown as it is.
 */
export function pictureSources(
  url: string,
  image: ImageDetails | null | undefined,
  { saveData = false }: { saveData?: boolean } = {},
): PictureSources | null {
  if (!image || image.widths.length === 0) return null;
  const widths = saveData ? [Math.min(...image.widths)] : [...image.widths].sort((a, b) => a - b);
  if (isStoredUploadUrl(url)) {
    const copies = (format: VariantFormat) => srcSetOf(widths, (width) => variantUrl(url, width, format));
    return {
      sources: [
        { type: 'image/avif', srcSet: copies('avif') },
        { type: 'image/webp', srcSet: copies('webp') },
      ],
      srcSet: copies('jpg'),
    };
  }
  if (isCloudinaryUrl(url)) {
    return { sources: [], srcSet: srcSetOf(widths, (width) => cloudinaryWidthUrl(url, width)) };
  }
  return null;
}
