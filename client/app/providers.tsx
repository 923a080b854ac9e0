import { useEffect, type ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { watchConnection } from '@client/lib/api/connection-watch';
import { AuthProvider } from '@client/lib/auth/auth-provider';
import { i18n } from '@client/lib/i18n/i18n';
import { ConnectionBanner } from './connection-banner';
import { PresenceReporter } from './presence-reporter';

/** Everything the screens rely on: the texts in the visitor's language, the query cache, who is signed in (and their presence), the connection watch and its banner. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useEffect(() => watchConnection(), []);

  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <PresenceReporter />
          {children}
        </AuthProvider>
        <ConnectionBanner />
      </QueryClientProvider>
    </I18nProvider>
  );
}
