// Fetches a language's catalog parts, which the build writes under the folder index.html names
// (scripts/vite-messages.ts): `public` before the first screen, `admin` before the admin area's, `forms`
// with a form's first check (client/lib/forms.ts).
import type { Messages } from '@lingui/core';
import { SOURCE_LOCALE, type Locale } from '@shared/locales';
import { i18n } from './i18n';

export type CatalogPart = 'public' | 'admin' | 'forms';

const loading = new Map<string, Promise<void>>();

function partsFolder(): string | null {
  return document.querySelector<HTMLMetaElement>('meta[name="griot-messages"]')?.content ?? null;
}

async function fetchPart(locale: Locale, part: CatalogPart): Promise<void> {
  const folder = partsFolder();
  if (!folder) return;
  const answer = await fetch(`${folder}${locale}/${part}.json`);
  if (!answer.ok) throw new Error(`The ${locale} texts (${part}) did not load: ${answer.status}`);
  i18n.load(locale, (await answer.json()) as Messages);
}

/**
 * Loads a part of a language's catalog once. English has none to load; a part that fails to load is asked
 * again next time, and meanwhile its texts show in English, the code's own.
 */
export function loadCatalogPart(locale: Locale, part: CatalogPart): Promise<void> {
  if (locale === SOURCE_LOCALE) return Promise.resolve();
  const key = `${locale}/${part}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = fetchPart(locale, part).catch((error: unknown) => {
      loading.delete(key);
      console.warn(error);
    });
    loading.set(key, pending);
  }
  return pending;
}
