// An import's outcome in words (docs/product.md §8): the server's message, then what was found, imported and
// already there, and where the items came from.
import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ImportResult } from '@shared/schemas/imports';

/** The answer's `source` (server/imports/lib/import-result.ts) in words; a service keeps its own name. */
const SOURCE_WORDS: Readonly<Record<string, MessageDescriptor>> = {
  'Sample data': msg({ id: 'admin.import.source.sample', message: 'Sample data' }),
  'Generated locally': msg({ id: 'admin.import.source.generated', message: 'Generated locally' }),
  Feeds: msg({ id: 'admin.import.source.feeds', message: 'Feeds' }),
};

export function importCounts({ found, imported, existing, source: given }: ImportResult): string {
  const words = SOURCE_WORDS[given];
  const source = words ? i18n._(words) : given;
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
