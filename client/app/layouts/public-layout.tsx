import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '@client/components/ui/spinner';
import { MAIN_ID } from '@client/lib/paths';
import { ScrollRestoration } from '../scroll-restoration';
import { ConfirmEmailBanner } from './confirm-email-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

/**
 * Header, main and footer around every non-admin screen. While a spinner is in main (a screen's code or
 * data on the way), main keeps a screen's height: the footer stays below the fold instead of showing
 * under the spinner and jumping away when the content lands. Loaded screens keep their own height.
 */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <ConfirmEmailBanner />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus-visible:outline-none has-[[data-spinner]]:min-h-dvh">
        <Suspense fallback={<Spinner className="py-section" />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
