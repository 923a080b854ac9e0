import { useMemo, useState, useSyncExternalStore } from 'react';
import type { ImageDetails } from '@shared/schemas/common';
import { savesData } from '@client/lib/save-data';
import { pictureSources } from './picture-sources';

type Decode = (hash: ArrayLike<number>) => string;

/**
 * ThumbHash's decoder (thumbHashToDataURL: 2.2 kB minified, 1.2 kB gzip) comes in a chunk of its own,
 * asked for as soon as this module runs: it arrives beside the first screen's data, and stays out of the
 * first load's JavaScript budget (bench/client-budget.ts). Until it is in, pictures have no placeholder.
 */
let decode: Decode | null = null;
const waiting = new Set<() => void>();
if (typeof window !== 'undefined') {
  import('thumbhash').then(
    (thumbhash) => {
      decode = thumbhash.thumbHashToDataURL;
      for (const notify of waiting) notify();
    },
    // Without the decoder, pictures only lose their placeholder.
    () => {},
  );
}
const subscribe = (notify: () => void) => {
  waiting.add(notify);
  return () => waiting.delete(notify);
};
const useDecoder = () =>
  useSyncExternalStore(
    subscribe,
    () => decode,
    () => null,
  );

interface PictureProps {
  src: string;
  /** The upload's details (widths, ThumbHash) from the API; null or absent for any other picture. */
  image?: ImageDetails | null | undefined;
  alt: string;
  /** Intrinsic size, so the browser reserves the space before the file arrives (no layout shift). */
  width: number;
  height: number;
  /** How wide the picture is shown, for the browser's choice of width: "(min-width: 640px) 50vw, 100vw". */
  sizes: string;
  /** Pictures above the fold load eagerly; the rest wait until they are near the viewport. */
  eager?: boolean;
  className?: string;
  onError?: () => void;
  'aria-hidden'?: true;
}

/** A ThumbHash (base64) as a tiny PNG data URL; null when it cannot be read (yet). */
function placeholderOf(decoder: Decode | null, hash: string | null | undefined): string | null {
  if (!decoder || !hash) return null;
  try {
    return decoder(Uint8Array.from(atob(hash), (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
}

/**
 * Every uploaded picture: a <picture> with its AVIF and WebP copies and the JPEG copies as the fallback
 * srcset (picture-sources.ts), the ThumbHash painted behind it until it has loaded. Other pictures (generated
 * art, an address elsewhere) are the same <img> without sources. The <picture> takes no box of its own
 * (`display: contents`), so the <img>'s classes size it as before.
 */
export function Picture({
  src,
  image,
  alt,
  width,
  height,
  sizes,
  eager = false,
  className,
  onError,
  ...rest
}: PictureProps) {
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const sources = pictureSources(src, image, { saveData: savesData() });
  const decoder = useDecoder();
  const placeholder = useMemo(() => placeholderOf(decoder, image?.placeholder), [decoder, image?.placeholder]);
  const img = (
    <img
      src={src}
      srcSet={sources?.srcSet}
      sizes={sources ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onLoad={() => setLoadedSrc(src)}
      onError={onError}
      className={className}
      style={
        placeholder && loadedSrc !== src
          ? { backgroundImage: `url(${placeholder})`, backgroundSize: 'cover', backgroundPosition: 'center' }
          : undefined
      }
      {...rest}
    />
  );
  if (!sources || sources.sources.length === 0) return img;
  return (
    <picture className="contents">
      {sources.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
