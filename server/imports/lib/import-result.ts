// The answer of every import: what happened in words, and the counts the admin's alert shows.
import type { ImportResult } from '@shared/schemas/imports';

export type ImportSource = 'MusicBrainz' | 'News API' | 'Feeds' | 'Generated locally' | 'Sample data';

/**
 * `found` is what the source gave (after dropping unusable items); whatever was not inserted already
 * existed, in the database or earlier in the same batch.
 */
export function importResult(message: string, source: ImportSource, found: number, imported: number): ImportResult {
  return { message, found, imported, existing: found - imported, source };
}
