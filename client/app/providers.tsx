import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { watchConnection } from '@client/api/connection-watch';
import { AuthProvider } from './auth-provider';
import { ConnectionBanner } from './connection-banner';
import { PresenceReporter } from './presence-reporter';
import { createQueryClient } from './query-client';

/** Everything the screens rely on: the query cache, who is signed in (and their presence), the connection watch and its banner. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => watchConnection(), []);

  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <PresenceReporter />
        {children}
      </AuthProvider>
      <ConnectionBanner />
    </QueryClientProvider>
  );
}
