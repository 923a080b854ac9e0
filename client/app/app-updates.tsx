// Registers the service worker once the first screen is up, and takes a new version of the app at the next
// navigation: the new worker waits, and when the visitor moves to another screen it takes over and the page
// loads again at the address they chose. Never mid-form: leaving the screen is the moment its form is gone
// anyway. The registration itself loads apart (service-worker-registration.ts).
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '@client/lib/auth/auth-context';
import type { Registration } from './service-worker-registration';

let registration: Registration | null = null;

/** Rendered once beside the routes; renders nothing. */
export function AppUpdates() {
  const { pathname } = useLocation();
  const arrived = useRef(pathname);
  const signedInAtStart = useRef(useAuth().user !== null);

  useEffect(() => {
    if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
    // After the first screen's own requests: the worker's precache download never competes with them.
    const start = setTimeout(() => {
      import('./service-worker-registration')
        .then(({ registerServiceWorker }) => registerServiceWorker(signedInAtStart.current))
        .then((registered) => {
          registration = registered;
        })
        .catch((error: unknown) => console.warn('The offline copy is unavailable', error));
    }, 1_000);
    return () => clearTimeout(start);
  }, []);

  useEffect(() => {
    if (pathname === arrived.current) return;
    arrived.current = pathname;
    registration?.atNavigation();
  }, [pathname]);

  return null;
}
