// An import's outcome in words (docs/product.md §8): the server's message, then what was found, imported and
// already there, and where the items came from.
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { ImportResult } from '@shared/schemas/imports';

export function importCounts({ found, imported, existing, source }: ImportResult): string {
  return t({
    id: 'admin.import.counts',
    message: `Found ${found} · Imported ${imported} · Already existing ${existing} · Source: ${source}`,
  });
}

/** 'ng' → 'ng — Nigeria', as the news import's country choices show it, the country named in the admin's language. */
export function countryChoiceLabel(code: string): string {
  const regionNames = new Intl.DisplayNames([i18n.locale || 'en'], { type: 'region' });
  return `${code} — ${regionNames.of(code.toUpperCase()) ?? code}`;
}
