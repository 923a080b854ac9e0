// The service worker's registration (client/service-worker/sw.ts), loaded a moment after the first screen:
// workbox-window and what goes with it stay out of the first load. See app-updates.tsx.
import { Workbox } from 'workbox-window';
import { keepWhatWasLoaded } from './offline-warm-up';

/** How often a long-open app asks whether a new version is out (the browser also asks at each page load). */
const UPDATE_CHECK_MS = 60 * 60_000;

export interface Registration {
  /** At each navigation: take a waiting version (the page loads again at the new address), or ask for one. */
  atNavigation(): void;
}

export async function registerServiceWorker(signedIn: boolean): Promise<Registration> {
  const worker = new Workbox('/sw.js');
  let takeWaitingVersion: (() => void) | null = null;
  let lastCheck = Date.now();
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
  await worker.register();
  return {
    atNavigation() {
      const take = takeWaitingVersion;
      takeWaitingVersion = null;
      if (take) take();
      else if (Date.now() - lastCheck > UPDATE_CHECK_MS) {
        lastCheck = Date.now();
        void worker.update().catch(() => undefined);
      }
    },
  };
}
