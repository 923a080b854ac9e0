import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { ArtImage } from '@client/components/ui/art-image';
import { ButtonLink } from '@client/components/ui/button-link';
import { paths } from '@client/lib/paths';
import type { Artist } from '@shared/schemas/catalog';
import { cardSurface } from './card-styles';

// The band behind the avatar varies from card to card, so a row of cards reads like woven cloth.
const bands = ['bg-forest-600', 'bg-ink-800', 'bg-terracotta-600', 'bg-ochre-500'] as const;

function bandFor(name: string): string {
  let sum = 0;
  for (const char of name) sum += char.codePointAt(0) ?? 0;
  return bands[sum % bands.length] ?? bands[0];
}

interface ArtistCardProps {
  artist: Artist;
  eager?: boolean;
}

export function ArtistCard({ artist, eager = false }: ArtistCardProps) {
  const { t } = useLingui();
  const nameId = useId();
  const { name } = artist;
  return (
    <article data-testid="artist-card" className={`${cardSurface} items-center text-center`}>
      <div aria-hidden="true" className={`lattice h-20 w-full ${bandFor(artist.name)}`} />
      <ArtImage
        src={artist.imageUrl}
        image={artist.image}
        sizes="96px"
        alt={t({ id: 'catalog.artist.portrait-alt', message: `Portrait of ${name}` })}
        name={artist.name}
        width={200}
        height={200}
        eager={eager}
        className="-mt-12 size-24 rounded-full ring-4 ring-cream-50"
      />
      <div className="flex flex-1 flex-col items-center px-6 pt-4 pb-6">
        <h3 id={nameId} className="font-display text-xl leading-snug font-semibold text-ink-900">
          {artist.name}
        </h3>
        <p className="mt-2 rounded-pill bg-forest-600/10 px-3 py-1 text-xs font-semibold tracking-wide text-forest-700">
          {artist.discipline}
        </p>
        <p className="mt-4 line-clamp-4 text-sm leading-relaxed text-ink-500">{artist.bio}</p>
        <div className="mt-auto pt-6">
          <ButtonLink to={paths.artist.to(artist.slug)} variant="quiet" size="sm" aria-describedby={nameId}>
            <Trans id="catalog.artist-card.view-profile">View Profile</Trans>
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
