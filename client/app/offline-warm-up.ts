// The first visit's page loads its code, pictures and answers before the service worker exists. Once the
// worker controls the page, the page asks for them again through it: the files come from the browser's own
// HTTP cache (their names are fingerprinted) and the answers cost a revalidation, and the worker keeps its
// copies. So the screen a visitor landed on, and a fan's tickets screen, open later with no network.
import { isKeptFile, mayKeepApiPath } from '@client/lib/offline/offline-copies';
import { savesData } from '@client/lib/save-data';

/** `withAnswers`: also the API answers (a visitor's are public; a member's would be refused by the worker anyway). */
export function keepWhatWasLoaded(withAnswers: boolean): void {
  const urls = new Set<string>();
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    const url = new URL(entry.name);
    if (url.origin !== window.location.origin) continue;
    // An answer the app fetched, or one its page's HTML preloaded for it (server/pages/data-preloads.ts).
    const fetched = entry.initiatorType === 'fetch' || entry.initiatorType === 'link';
    const answer = fetched && mayKeepApiPath(url.pathname);
    if (isKeptFile(url.pathname) || (answer && withAnswers && !savesData())) urls.add(url.href);
  }
  for (const url of urls) void fetch(url, { credentials: 'same-origin' }).catch(() => undefined);
}
