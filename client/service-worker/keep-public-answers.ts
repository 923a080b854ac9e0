// Which API answers may be kept for offline reading: only those the server marked as the same for every
// visitor. Shared answers carry `Cache-Control: no-cache` (revalidate, but keep), personal ones `no-store`
// or nothing at all (the cart, the session, a member's own lists), so an answer without an explicit,
// storable Cache-Control is never kept (docs/architecture.md, "Offline reading").
import type { WorkboxPlugin } from 'workbox-core';
import { SAVED_AT_HEADER } from '../lib/offline/offline-copies';

/** True when the server allowed this answer to be stored and it is not tied to who asked. */
export function isPublicAnswer(response: Response): boolean {
  // An opaque answer's headers cannot be read, so nothing says it is public.
  if (response.status !== 200 || response.type.startsWith('opaque')) return false;
  const cacheControl = response.headers.get('cache-control')?.toLowerCase() ?? '';
  if (!cacheControl || /\b(no-store|private)\b/.test(cacheControl)) return false;
  return /\b(no-cache|public|max-age=\d+)\b/.test(cacheControl);
}

/** Keeps public answers only, stamped with the moment they arrived so the app can say how old a copy is. */
export const keepPublicAnswers: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (!isPublicAnswer(response)) return null;
    const headers = new Headers(response.headers);
    headers.set(SAVED_AT_HEADER, new Date().toISOString());
    return new Response(await response.blob(), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  },
};
