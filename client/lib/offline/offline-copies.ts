// What the service worker (client/service-worker/sw.ts) and the page agree on about the copies kept for
// offline reading: the caches' names, what may be kept, and the header that marks an answer read from a
// copy. No DOM and no worker API here, so that both the page's and the worker's programs compile this file.

/** Public API answers of screens already seen: network first, this copy when offline. Emptied at sign-out. */
export const API_COPIES = 'griot-api-copies';
/** Pictures (/uploads/, /media/) and the fonts and code chunks loaded after the first screen. */
export const PICTURE_COPIES = 'griot-pictures';
export const ASSET_COPIES = 'griot-assets';

/** The tickets shown on this device, kept for the door (kept-tickets.ts). Emptied at sign-out. */
export const KEPT_TICKETS_KEY = 'griot-tickets';
/** The orders a guest opened on this device (kept-orders.ts): gone when a member signs in. */
export const KEPT_ORDERS_KEY = 'griot-orders';

/** Set on an API answer kept for offline reading: when it came from the server (ISO 8601). */
export const SAVED_AT_HEADER = 'x-griot-saved-at';

/** API answers never kept: the session, a member's own things, the administration, and the health checks. */
const NEVER_KEPT =
  /^\/api\/(auth|account|me|admin|health|ready|cart|checkout|orders|tickets|check-in|notifications|newsletter|contact)(\/|$)/;

/** Whether the worker may keep a copy of a GET under this path (the answer must also be public: keep-public-answers.ts). */
export function mayKeepApiPath(pathname: string): boolean {
  return pathname.startsWith('/api/') && !NEVER_KEPT.test(pathname);
}

/** Pictures and the code, styles and fonts under /assets/: what the worker keeps as they are loaded. */
export function isKeptFile(pathname: string): boolean {
  return /^\/(assets|uploads|media)\//.test(pathname);
}
