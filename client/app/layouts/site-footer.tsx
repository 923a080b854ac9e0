import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { NewsletterForm } from '@client/components/ui/newsletter-form';
import { Container } from '@client/components/ui/container';
import { LanguageSwitcher } from '@client/components/language/language-switcher';
import { aboutNavItems, exploreNavItems } from './nav-items';

const YEAR = new Date().getFullYear();
const linkClass = 'text-sm text-ink-200 transition hover:text-ochre-300';

export function SiteFooter() {
  const { i18n } = useLingui();
  return (
    <footer className="on-dark bg-ink-950 text-cream-100">
      <div aria-hidden="true" className="kente-band h-2.5" />
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-12 lg:gap-8">
        <div className="sm:col-span-2 lg:col-span-4">
          <p className="font-display text-3xl font-semibold text-cream-50">Griot</p>
          <p className="mt-3 max-w-sm text-sm leading-relaxed text-ink-200">
            <Trans id="app.footer.tagline">
              Keepers of the song. A home for African music, stories and the creatives who carry them forward.
            </Trans>
          </p>
        </div>

        <nav aria-labelledby="footer-explore" className="lg:col-span-2">
          <h2 id="footer-explore" className="font-sans text-xs font-semibold tracking-[0.2em] text-ochre-300 uppercase">
            <Trans id="app.footer.explore">Explore</Trans>
          </h2>
          <ul className="mt-4 space-y-2.5">
            {exploreNavItems.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={linkClass}>
                  {i18n._(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-about" className="lg:col-span-2">
          <h2 id="footer-about" className="font-sans text-xs font-semibold tracking-[0.2em] text-ochre-300 uppercase">
            <Trans id="app.footer.about">About</Trans>
          </h2>
          <ul className="mt-4 space-y-2.5">
            {aboutNavItems.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={linkClass}>
                  {i18n._(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="sm:col-span-2 lg:col-span-4">
          <h2 className="font-sans text-xs font-semibold tracking-[0.2em] text-ochre-300 uppercase">
            <Trans id="app.footer.newsletter">Newsletter</Trans>
          </h2>
          <p className="mt-4 mb-4 text-sm text-ink-200">
            <Trans id="app.footer.newsletter-pitch">New drops, shows and stories, once a month.</Trans>
          </p>
          <NewsletterForm tone="dark" />
        </div>
      </Container>
      <div className="border-t border-cream-50/10">
        <Container className="flex flex-wrap items-center justify-between gap-4 py-6 text-xs text-ink-300">
          <p>
            <Trans id="app.footer.copyright">© {YEAR} Griot. Made for African creatives.</Trans>
          </p>
          <LanguageSwitcher />
        </Container>
      </div>
    </footer>
  );
}
