// Registers the service worker (client/service-worker/sw.ts) once the first screen is up, and takes a new
// version of the app at the next navigation: the new worker waits, and when the visitor moves to another
// screen it takes over and the page loads again at the address they chose. Never mid-form: leaving the
// screen is the moment its form is gone anyway.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '@client/lib/auth/auth-context';
import { keepWhatWasLoaded } from './offline-warm-up';

/** How often a long-open app asks whether a new version is out (the browser also asks at each page load). */
const UPDATE_CHECK_MS = 60 * 60_000;

let takeWaitingVersion: (() => void) | null = null;
let checkForUpdate: (() => void) | null = null;
let lastCheck = Date.now();

async function registerServiceWorker(signedIn: boolean): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const worker = new Workbox('/sw.js');
  // The first install takes this page over: what it loaded before is asked for again, through the worker.
  worker.addEventListener('controlling', (event) => {
    if (!event.isUpdate) keepWhatWasLoaded(!signedIn);
  });
  worker.addEventListener('waiting', () => {
    takeWaitingVersion = () => {
      worker.addEventListener('controlling', () => window.location.reload());
      worker.messageSkipWaiting();
    };
  });
  checkForUpdate = () => void worker.update().catch(() => undefined);
  await worker.register();
}

/** Rendered once beside the routes; renders nothing. */
export function AppUpdates() {
  const { pathname } = useLocation();
  const arrived = useRef(pathname);
  const signedIn = useAuth().user !== null;
  const signedInAtStart = useRef(signedIn);

  useEffect(() => {
    if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
    // After the first screen's own requests: the worker's precache download never competes with them.
    const start = setTimeout(() => {
      registerServiceWorker(signedInAtStart.current).catch((error: unknown) =>
        console.warn('The offline copy is unavailable', error),
      );
    }, 1_000);
    return () => clearTimeout(start);
  }, []);

  useEffect(() => {
    if (pathname === arrived.current) return;
    arrived.current = pathname;
    const take = takeWaitingVersion;
    takeWaitingVersion = null;
    if (take) take();
    else if (Date.now() - lastCheck > UPDATE_CHECK_MS) {
      lastCheck = Date.now();
      checkForUpdate?.();
    }
  }, [pathname]);

  return null;
}
