import { Trans } from '@lingui/react/macro';
import { ButtonLink } from '@client/components/ui/button-link';
import { Container } from '@client/components/ui/container';
import { useAuth } from '@client/lib/auth/auth-context';
import { paths } from '@client/lib/paths';
import { HeroArt } from './hero-art';

/** The home screen's opening: the brand line (the screen's h1) and the three calls to action. */
export function Hero() {
  const { user } = useAuth();
  return (
    <section aria-labelledby="hero-title" className="on-dark lattice relative overflow-hidden bg-ink-900 text-cream-50">
      <Container className="grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-[1.15fr_1fr] lg:py-24">
        <div className="animate-rise">
          <p className="mb-5 inline-flex items-center gap-2 rounded-pill bg-cream-50/10 px-4 py-1.5 text-xs font-semibold tracking-[0.2em] text-ochre-300 uppercase">
            <Trans id="catalog.hero.eyebrow">Music · Stories · Culture</Trans>
          </p>
          <h1 id="hero-title" className="text-hero font-semibold tracking-tight">
            <Trans id="catalog.hero.title">
              The sound, stories and <em className="text-ochre-300">soul</em> of Africa.
            </Trans>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-200">
            <Trans id="catalog.hero.intro">
              Shop records and merch straight from independent artists, catch the next show, and meet the creatives
              shaping the culture, from Lagos to Accra, Nairobi to Joburg.
            </Trans>
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <ButtonLink to={paths.music.to()} variant="primary" size="lg">
              <Trans id="catalog.hero.shop-music">Shop Music</Trans>
            </ButtonLink>
            <ButtonLink to={paths.events.to()} variant="outline-light" size="lg">
              <Trans id="catalog.hero.buy-tickets">Buy Tickets</Trans>
            </ButtonLink>
            {/* A member is never invited to join what they are in. */}
            <ButtonLink to={user ? paths.community.to() : paths.join.to()} variant="accent" size="lg">
              {user ? (
                <Trans id="catalog.hero.start-discussion">Start a Discussion</Trans>
              ) : (
                <Trans id="app.join-community">Join Community</Trans>
              )}
            </ButtonLink>
          </div>
        </div>
        <div className="hidden justify-center lg:flex">
          <HeroArt />
        </div>
      </Container>
      <div aria-hidden="true" className="kente-band h-3" />
    </section>
  );
}
