import { useLingui } from '@lingui/react/macro';
import { Container } from '@client/components/ui/container';
import { LoadFailure } from '@client/components/ui/load-failure';
import { paths } from '@client/lib/paths';
import { HOME_COUNTS } from '@shared/constants';
import { messages } from '@shared/messages';
import { useHomeData } from '../api/get-home';
import { ArtistCard } from '../components/artist-card';
import { EventCard } from '../components/event-card';
import { Hero } from '../components/hero';
import { HomeList } from '../components/home-list';
import { HomeSection } from '../components/home-section';
import { NewsletterBox } from '../components/newsletter-box';
import { ProductCard } from '../components/product-card';
import { DocumentTitle } from '@client/components/ui/document-title';

export function HomePage() {
  const { t, i18n } = useLingui();
  const home = useHomeData();
  // Loading: each section shows its cards' shapes. Failed: the red message with Try again, never sections
  // that look like an empty shop (docs/product.md §2).
  const data = home.data;

  return (
    <>
      <DocumentTitle>
        {t({ id: 'catalog.home.document-title', message: 'Griot · African music, stories and culture' })}
      </DocumentTitle>
      <Hero />
      {home.isError && !data ? (
        <Container className="py-section">
          <LoadFailure message={i18n._(messages.homeLoadFailed)} query={home} />
        </Container>
      ) : (
        <>
          <HomeSection
            id="latest-drops"
            eyebrow={t({ id: 'catalog.home.drops-eyebrow', message: 'Fresh from the studio' })}
            title={t({ id: 'catalog.home.drops-title', message: 'Latest Drops' })}
            more={{ to: paths.music.to(), label: t({ id: 'catalog.home.drops-more', message: 'Shop all music' }) }}
          >
            <HomeList
              items={data?.products}
              count={HOME_COUNTS.products}
              columns="sm:grid-cols-2 lg:grid-cols-4"
              media="aspect-square"
              emptyText={t({
                id: 'catalog.home.drops-empty',
                message: 'New releases are on their way. Check back soon.',
              })}
              renderItem={(product) => <ProductCard product={product} />}
            />
          </HomeSection>

          <HomeSection
            id="upcoming-events"
            eyebrow={t({ id: 'catalog.home.events-eyebrow', message: 'Live and loud' })}
            title={t({ id: 'catalog.events.upcoming-title', message: 'Upcoming Events' })}
            surface="bg-cream-200"
            more={{ to: paths.events.to(), label: t({ id: 'catalog.home.events-more', message: 'See all events' }) }}
          >
            <HomeList
              items={data?.events}
              count={HOME_COUNTS.events}
              columns="lg:grid-cols-2"
              media="aspect-[16/10]"
              emptyText={t({
                id: 'catalog.home.events-empty',
                message: 'No shows announced yet. The next one is being booked.',
              })}
              renderItem={(event) => <EventCard event={event} variant="wide" />}
              quiet
            />
          </HomeSection>

          <HomeSection
            id="community-spotlight"
            eyebrow={t({ id: 'catalog.home.artists-eyebrow', message: 'Meet the makers' })}
            title={t({ id: 'catalog.home.artists-title', message: 'Community Spotlight' })}
            more={{
              to: paths.artists.to(),
              label: t({ id: 'catalog.home.artists-more', message: 'Browse all creatives' }),
            }}
          >
            <HomeList
              items={data?.artists}
              count={HOME_COUNTS.artists}
              columns="md:grid-cols-3"
              media="h-28"
              emptyText={t({
                id: 'catalog.home.artists-empty',
                message: 'Our creatives will be introduced here soon.',
              })}
              renderItem={(artist) => <ArtistCard artist={artist} />}
              quiet
            />
          </HomeSection>
        </>
      )}
      <NewsletterBox />
    </>
  );
}
