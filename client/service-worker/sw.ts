// The service worker (Workbox, built by vite-plugin-pwa: vite.config.ts). What it keeps, and why:
// - the app's frame (the page, the first screen's code and styles), precached at install: the files a
//   visitor has just downloaded, so installing costs next to nothing, and the app opens with no network;
// - the code chunks, fonts and pictures loaded later, kept as they arrive (their names never change), and
//   those the page loaded before the worker took it over, which the page asks for again from its own HTTP
//   cache (client/app/offline-warm-up.ts): a fan's tickets screen opens from a cold start;
// - public API answers of screens already seen: the network first, the kept copy when there is none
//   (keep-public-answers.ts says which answers are public).
// A camera screen's page (the door's check-in) is the one page it does not answer with the kept frame: the
// frame's headers say no page may use the camera, and only the server's page for that address allows it.
// A new version waits until the app asks it to take over, at the next navigation (client/app/app-updates.ts),
// so it never replaces the code under a half-filled form. Nothing is ever sent later: writes go to the
// network or fail.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { isCameraScreen } from '../../shared/routes';
import { API_COPIES, ASSET_COPIES, mayKeepApiPath, PICTURE_COPIES } from '../lib/offline/offline-copies';
import { keepPublicAnswers } from './keep-public-answers';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const DAY_SECONDS = 86_400;

/** Addresses the browser may open that are not the app's screens: the server answers them itself. */
const NOT_SCREENS = [/^\/api\//, /^\/uploads\//, /^\/media\//, /^\/feeds\//, /^\/sitemaps?[./]/, /\.[a-z0-9]+$/i];

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const APP_FRAME = '/index.html';

// A camera screen's page comes from the server, with the policy that lets it use the camera (server/http/
// security-headers.ts). Without a network it is the kept frame, as any screen's: the door then says it is
// offline, and its camera stays off until the page is loaded again online (components/camera-scanner.tsx).
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isCameraScreen(url.pathname),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const frame = await matchPrecache(APP_FRAME);
      if (frame) return frame;
      throw error;
    }
  },
);

registerRoute(new NavigationRoute(createHandlerBoundToURL(APP_FRAME), { denylist: NOT_SCREENS }));

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: ASSET_COPIES,
    plugins: [new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 60 * DAY_SECONDS })],
  }),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && /^\/(uploads|media)\//.test(url.pathname),
  new CacheFirst({
    cacheName: PICTURE_COPIES,
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ url, sameOrigin, request }) => sameOrigin && request.method === 'GET' && mayKeepApiPath(url.pathname),
  new NetworkFirst({
    cacheName: API_COPIES,
    // Community answers vary by cookie; only public ones are kept, so the cookie does not matter here.
    matchOptions: { ignoreVary: true },
    plugins: [
      keepPublicAnswers,
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 14 * DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);

// The app posts this at a navigation when a new version is waiting (client/app/app-updates.ts).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first install takes the open pages at once, so what they read from then on is kept; an update
// takes them when it is told to (above).
clientsClaim();
