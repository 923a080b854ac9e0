import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArtImage } from '@client/components/ui/art-image';
import { paths } from '@client/lib/paths';
import { ARTIST_LINK_KINDS, type ArtistLinkKind } from '@shared/constants';
import { DetailScreen } from '../components/detail-screen';
import { EventCard } from '../components/event-card';
import { ProductCard } from '../components/product-card';
import { ProseText } from '../components/prose-text';
import { StoryCard } from '../components/story-card';
import { DocumentTitle } from '@client/components/ui/document-title';

/** The services' own names, and the one word a translator says. */
/* eslint-disable lingui/no-unlocalized-strings -- brand names */
const LINK_NAMES: Record<ArtistLinkKind, string | MessageDescriptor> = {
  website: msg({ id: 'catalog.artist.link-website', message: 'Website' }),
  instagram: 'Instagram',
  x: 'X',
  spotify: 'Spotify',
  appleMusic: 'Apple Music',
  audiomack: 'Audiomack',
  boomplay: 'Boomplay',
  youtube: 'YouTube',
  soundcloud: 'SoundCloud',
};
/* eslint-enable lingui/no-unlocalized-strings */

/** One artist: portrait, who they are, where to follow them, and their products, events and stories. */
export function ArtistPage() {
  const { i18n, t } = useLingui();
  const linkName = (name: string | MessageDescriptor) => (typeof name === 'string' ? name : i18n._(name));
  return (
    <DetailScreen
      list="artists"
      back={{ label: t({ id: 'catalog.artists.title', message: 'Creatives Directory' }), to: paths.artists.to() }}
      pathOf={paths.artist.to}
    >
      {(artist) => {
        const links = ARTIST_LINK_KINDS.flatMap((kind) =>
          artist.links[kind] ? [[kind, artist.links[kind]] as const] : [],
        );
        const { name } = artist;
        return (
          <article>
            <DocumentTitle>
              {t({ id: 'catalog.artist.document-title', message: `${name} · Artists · Griot` })}
            </DocumentTitle>
            <div className="grid gap-8 md:grid-cols-[16rem_1fr] md:gap-12">
              <ArtImage
                src={artist.imageUrl}
                image={artist.image}
                sizes="(min-width: 768px) 256px, 192px"
                alt={t({ id: 'catalog.artist.portrait-alt', message: `Portrait of ${name}` })}
                name={artist.name}
                width={400}
                height={400}
                eager
                className="size-48 rounded-full md:size-64"
              />
              <div>
                <h1 className="text-display font-semibold text-ink-900">{artist.name}</h1>
                <p className="mt-3 flex flex-wrap gap-2 text-sm">
                  {[artist.discipline, artist.genre, artist.location].filter(Boolean).map((fact) => (
                    <span key={fact} className="rounded-pill bg-forest-600/10 px-3 py-1 font-semibold text-forest-700">
                      {fact}
                    </span>
                  ))}
                </p>
                <ProseText text={artist.bio} className="mt-6" />
                {links.length > 0 && (
                  <ul
                    aria-label={t({ id: 'catalog.artist.links-label', message: `${name} elsewhere` })}
                    className="mt-6 flex flex-wrap gap-3"
                  >
                    {links.map(([kind, href]) => (
                      <li key={kind}>
                        <a
                          href={href}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="inline-flex rounded-pill border border-ink-200 px-4 py-2 text-sm font-semibold text-ink-900 hover:border-terracotta-600"
                        >
                          {linkName(LINK_NAMES[kind])}
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </div>
            {artist.products.length > 0 && (
              <section aria-labelledby="artist-products" className="mt-14">
                <h2 id="artist-products" className="text-title font-semibold text-ink-900">
                  <Trans id="catalog.artist.products">Products</Trans>
                </h2>
                <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
                  {artist.products.map((product) => (
                    <li key={product.id} className="flex">
                      <ProductCard product={product} />
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {artist.events.length > 0 && (
              <section aria-labelledby="artist-events" className="mt-14">
                <h2 id="artist-events" className="text-title font-semibold text-ink-900">
                  <Trans id="catalog.artist.upcoming-events">Upcoming events</Trans>
                </h2>
                <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {artist.events.map((event) => (
                    <li key={event.id} className="flex">
                      <EventCard event={event} />
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {artist.stories.length > 0 && (
              <section aria-labelledby="artist-stories" className="mt-14">
                <h2 id="artist-stories" className="text-title font-semibold text-ink-900">
                  <Trans id="catalog.artist.stories">Stories</Trans>
                </h2>
                <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {artist.stories.map((story) => (
                    <li key={story.id} className="flex">
                      <StoryCard story={story} />
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </article>
        );
      }}
    </DetailScreen>
  );
}
