import { startTransition, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { PAGE_LOCALE, startPageLanguage } from '@client/lib/i18n/page-language';
import { localePrefix, pathWithoutLocale } from '@shared/locale-address';
import { AppUpdates } from './app-updates';
import { CameraDocuments } from './camera-documents';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { RouteFocus } from './route-focus';
import { AppRoutes, startScreen } from './router';
import { warmUpIntl } from './warm-up';
import { WebFonts } from './web-fonts';

export function App() {
  const [queryClient] = useState(createQueryClient);
  // The first screen's code and data download while the session is asked for, and the router renders
  // once the code is in: the screen appears whole, not a spinner first and the screen a moment later.
  const [firstScreenLoaded, setFirstScreenLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    // In a transition: the first screen renders in slices (see AuthProvider). Its texts in the page's
    // language load beside its code (English's are in the code).
    const { pathname, search } = window.location;
    void Promise.all([
      startScreen(queryClient, { pathname: pathWithoutLocale(pathname), search }),
      startPageLanguage(),
    ]).then(() => live && startTransition(() => setFirstScreenLoaded(true)));
    const warmUp = setTimeout(warmUpIntl);
    return () => {
      live = false;
      clearTimeout(warmUp);
    };
  }, [queryClient]);

  // The router is there from the first, synchronous render, so it listens to the address before any
  // transition: a change of address while the first screen renders in slices is never missed. Every address
  // of a page in another language is under its prefix (`/fr`), the router's basename.
  return (
    <BrowserRouter basename={localePrefix(PAGE_LOCALE) || undefined}>
      <AppProviders queryClient={queryClient}>
        {firstScreenLoaded && (
          <>
            <AppRoutes />
            <RouteFocus />
            <WebFonts />
            <AppUpdates />
            <CameraDocuments />
          </>
        )}
      </AppProviders>
    </BrowserRouter>
  );
}
