import { useEffect } from 'react';
import { apiPost } from '@client/lib/api/api-client';
import { useAuth } from '@client/lib/auth/auth-context';
import { watchPresence } from './presence';

function reportPresence(): void {
  // Best effort: a missed report only shortens how long the member shows as online.
  apiPost<null>('/api/me/presence').catch(() => undefined);
}

/** Keeps a signed-in member in Online Now while their tab is visible; visitors report nothing. */
export function PresenceReporter() {
  const { user } = useAuth();
  const uid = user?.uid;
  useEffect(() => (uid ? watchPresence(reportPresence) : undefined), [uid]);
  return null;
}
