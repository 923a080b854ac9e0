// Responsive images (docs/architecture.md, "Images and imports"): the widths an uploaded picture is kept at,
// and where each one is found. The server names the files it writes with these, the client builds its
// srcset with the same functions, so the two cannot disagree.

/** Catalogue pictures: the widths made at upload, never above the picture's own width. */
export const CATALOGUE_WIDTHS = [320, 640, 1024, 1600] as const;
/** Avatars: a 256 px square, shown at 36 to 112 CSS px (client/components/ui/avatar.tsx). */
export const AVATAR_WIDTHS = [128, 256] as const;

/** The formats of each width: AVIF and WebP for the <source>s, JPEG for the <img>'s fallback srcset. */
export const VARIANT_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

export const VARIANT_CONTENT_TYPES: Record<VariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

/**
 * The widths to make of a picture `width` pixels wide: the ladder's widths up to its own (never upscaled),
 * and its own width too when it is narrower than the ladder's largest, so the sharpest copy is the whole
 * picture. A picture narrower than the ladder's first step gets its own width alone.
 */
export function variantWidthsFor(width: number, ladder: readonly number[]): number[] {
  const widths = ladder.filter((step) => step <= width);
  const largest = ladder[ladder.length - 1] ?? 0;
  if (width < largest && !widths.includes(width)) widths.push(width);
  return widths;
}

/** A file the stores write: `/uploads/<folder>/<32 hex>.<ext>`; its base is everything before the extension. */
const STORED_UPLOAD = /^(\/uploads\/[a-z]+\/[0-9a-f]{32})\.(?:jpg|png|gif|webp)$/;

/** Whether `url` names a picture kept by this site's own store (local disk or bucket), served at /uploads/. */
export function isStoredUploadUrl(url: string): boolean {
  return STORED_UPLOAD.test(url);
}

/** The file name of one variant beside a main file `<base>.<ext>`: `<base>-<width>w.<format>`. */
export function variantFileName(mainName: string, width: number, format: VariantFormat): string {
  return `${mainName.replace(/\.[a-z]+$/, '')}-${width}w.${format}`;
}

/** Where one variant of a stored upload is served; null for a URL that is not one of ours. */
export function variantUrl(url: string, width: number, format: VariantFormat): string | null {
  const match = STORED_UPLOAD.exec(url);
  return match ? `${match[1]}-${width}w.${format}` : null;
}

/** Cloudinary's delivery URLs: `https://res.cloudinary.com/<cloud>/image/upload/<rest>`. */
const CLOUDINARY_UPLOAD = /^(https:\/\/res\.cloudinary\.com\/[^/?#]+\/image\/upload\/)(.+)$/;

export function isCloudinaryUrl(url: string): boolean {
  return CLOUDINARY_UPLOAD.test(url);
}

/**
 * The same Cloudinary picture at most `width` pixels wide, in the best format the browser takes:
 * `w_<n>,c_limit,f_auto,q_auto` inserted after `/upload/` (c_limit never enlarges). Null for another URL.
 */
export function cloudinaryWidthUrl(url: string, width: number): string | null {
  const match = CLOUDINARY_UPLOAD.exec(url);
  return match ? `${match[1]}w_${width},c_limit,f_auto,q_auto/${match[2]}` : null;
}
