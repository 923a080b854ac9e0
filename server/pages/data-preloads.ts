// The API answers a page's first screen waits for, named in its HTML as fetch preloads: the browser starts
// them beside the code instead of after the code has run, and hands each to the app's own fetch of the same
// address (shared/api-paths.ts), so a phone on a slow network saves a round trip or two (docs/performance.md).
// `crossorigin` gives the preload the credentials mode of the app's fetch (`same-origin`): without it the
// browser would not reuse the answer. Who is signed in, which every screen waits for, index.html asks itself.
import { escapeMarkup } from '@shared/escape-markup';

export function dataPreloadTags(screenData: readonly string[] = []): string {
  return screenData
    .map((href) => `<link rel="preload" as="fetch" crossorigin href="${escapeMarkup(href)}">`)
    .join('\n  ');
}
