// An import's outcome in words (docs/product.md §8): the server's message, then what was found, imported and
// already there, and where the items came from.
import type { ImportResult } from '@shared/schemas/imports';

export function importCounts(result: ImportResult): string {
  return `Found ${result.found} · Imported ${result.imported} · Already existing ${result.existing} · Source: ${result.source}`;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** 'ng' → 'ng — Nigeria', as the news import's country choices show it. */
export function countryChoiceLabel(code: string): string {
  return `${code} — ${regionNames.of(code.toUpperCase()) ?? code}`;
}
