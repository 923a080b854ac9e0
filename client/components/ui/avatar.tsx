import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ImageDetails } from '@shared/schemas/common';
import { Picture } from './picture';

type AvatarSize = 'sm' | 'md' | 'lg';

interface AvatarProps {
  /** The member's display name: names the picture and gives the initials. */
  name: string;
  /** The uploaded picture, or null: then the initials stand in, drawn here, nothing fetched. */
  url: string | null;
  /** The upload's widths (128 and 256) and placeholder, as the API gives them beside the URL. */
  image?: ImageDetails | null | undefined;
  size?: AvatarSize;
  /** Hidden from assistive technology where the name is already beside it in a label (a form's preview). */
  decorative?: boolean;
  className?: string;
}

const sizes: Record<AvatarSize, { frame: string; text: string; pixels: number; sizes: string }> = {
  sm: { frame: 'size-9', text: 'text-sm', pixels: 36, sizes: '36px' },
  md: { frame: 'size-12', text: 'text-base', pixels: 48, sizes: '48px' },
  lg: { frame: 'size-24 sm:size-28', text: 'text-3xl', pixels: 112, sizes: '(min-width: 640px) 112px, 96px' },
};

// Each name keeps its own colour, so a list of members reads at a glance.
const tones = ['bg-terracotta-600', 'bg-forest-600', 'bg-ink-700', 'bg-ochre-700'] as const;
const toneOf = (name: string) =>
  tones[[...name].reduce((sum, char) => sum + (char.codePointAt(0) ?? 0), 0) % tones.length];

/** 'Amara Okafor' → 'AO', 'bisi' → 'B': the first letter of the first two words (surrogate-safe). */
export const initialsOf = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('');

/** A member's round picture; a missing or broken one falls back to coloured initials. */
export function Avatar({ name, url, image, size = 'md', decorative = false, className = '' }: AvatarProps) {
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const { t } = useLingui();
  const { frame, text, pixels, sizes: shown } = sizes[size];
  const label = t({ id: 'ui.avatar.label', message: `${name}'s avatar` });
  const naming = decorative ? ({ 'aria-hidden': true } as const) : null;

  if (url && brokenUrl !== url) {
    return (
      <Picture
        src={url}
        image={image}
        sizes={shown}
        alt={decorative ? '' : label}
        width={pixels}
        height={pixels}
        onError={() => setBrokenUrl(url)}
        className={`${frame} shrink-0 rounded-full bg-ink-800 object-cover ring-2 ring-cream-50 ${className}`}
      />
    );
  }
  return (
    <span
      {...(naming ?? { role: 'img', 'aria-label': label })}
      className={`${frame} ${toneOf(name)} inline-flex shrink-0 items-center justify-center rounded-full font-display font-semibold text-cream-50 ring-2 ring-cream-50 select-none ${className}`}
    >
      {/* Drawn by CSS from the attribute, so the letters stay out of the text around them. */}
      <span
        aria-hidden="true"
        data-initials={initialsOf(name) || '?'}
        className={`${text} before:content-[attr(data-initials)]`}
      />
    </span>
  );
}
