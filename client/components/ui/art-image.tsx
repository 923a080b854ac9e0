import { useState } from 'react';
import type { ImageDetails } from '@shared/schemas/common';
import { Picture } from './picture';

interface ArtImageProps {
  /** Site-relative or absolute URL; null when the item has no picture yet. */
  src: string | null;
  /** The upload's widths and placeholder, as the API gives them beside the URL (`image`). */
  image: ImageDetails | null | undefined;
  alt: string;
  /** The item's name; its initials stand in for the picture when there is none. */
  name: string;
  /** Intrinsic size, so the browser reserves the space before the file arrives (no layout shift). */
  width: number;
  height: number;
  /** How wide the frame is shown, for the browser's choice among the picture's widths. */
  sizes: string;
  /** Images above the fold load eagerly; the rest wait until they are near the viewport. */
  eager?: boolean;
  /** Shape and size classes of the frame, e.g. "aspect-square w-full". */
  className?: string;
  /** Which part of the picture stays in view when the frame crops it (stage art keeps its crowd). */
  focus?: 'center' | 'bottom';
}

function initialsOf(text: string): string {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** An image in a fixed frame that falls back to a brand-coloured tile when missing or broken. */
export function ArtImage({
  src,
  image,
  sizes,
  alt,
  name,
  width,
  height,
  eager = false,
  className = '',
  focus = 'center',
}: ArtImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const frame = `overflow-hidden bg-ink-800 ${className}`;

  if (!src || failedSrc === src) {
    return (
      // A decorative picture (alt "") stays decorative when it falls back: an unnamed role="img" is an error.
      <div
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        className={`${frame} lattice flex items-center justify-center`}
      >
        <span aria-hidden="true" className="font-display text-3xl text-ochre-300">
          {initialsOf(name)}
        </span>
      </div>
    );
  }

  return (
    <div className={frame}>
      <Picture
        src={src}
        image={image}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        eager={eager}
        onError={() => setFailedSrc(src)}
        className={`size-full object-cover ${focus === 'bottom' ? 'object-bottom' : 'object-center'} transition duration-500 group-hover:scale-[1.04]`}
      />
    </div>
  );
}
