import { Trans } from '@lingui/react/macro';
import { NewsletterForm } from '@client/components/ui/newsletter-form';
import { Container } from '@client/components/ui/container';

/** The home screen's newsletter invitation (the same form as the footer's: docs/product.md §13). */
export function NewsletterBox() {
  return (
    <section aria-labelledby="newsletter-title" className="pb-section">
      <Container>
        <div className="on-dark lattice relative overflow-hidden rounded-[2rem] bg-terracotta-700 px-6 py-12 text-cream-50 sm:px-12 lg:grid lg:grid-cols-2 lg:items-center lg:gap-12 lg:px-16 lg:py-16">
          <div>
            <p className="mb-2 text-xs font-semibold tracking-[0.22em] text-ochre-300 uppercase">
              <Trans id="catalog.newsletter-box.eyebrow">The Griot letter</Trans>
            </p>
            <h2 id="newsletter-title" className="text-title font-semibold">
              <Trans id="catalog.newsletter-box.title">Never miss a drop</Trans>
            </h2>
            <p className="mt-3 max-w-md text-cream-100">
              <Trans id="catalog.newsletter-box.pitch">
                New releases, upcoming shows and the best stories from the community, in your inbox once a month.
              </Trans>
            </p>
          </div>
          <NewsletterForm tone="dark" className="mt-8 lg:mt-0" />
        </div>
      </Container>
    </section>
  );
}
