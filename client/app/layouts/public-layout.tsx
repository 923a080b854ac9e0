import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '@client/components/ui/spinner';
import { noticeOf } from '@client/lib/navigation-notice';
import { MAIN_ID } from '@client/lib/paths';
import { ScrollRestoration } from '../scroll-restoration';
import { ConfirmEmailBanner } from './confirm-email-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

const NavigationNotice = lazy(() => import('./navigation-notice'));

/** The line of news a screen was opened with, if any (an account just deleted): its code loads then. */
function NoticeSlot() {
  return noticeOf(useLocation().state) ? (
    <Suspense fallback={null}>
      <NavigationNotice />
    </Suspense>
  ) : null;
}

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
      <NoticeSlot />
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
