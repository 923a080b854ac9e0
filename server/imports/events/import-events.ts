// Event import: 10 events generated for the location, weekly from a week ahead (no network).
import type { ImportResult } from '@shared/schemas/imports';
import { generateEvents } from './generator';
import type { ImportContext } from '../lib/import-context';
import { requireLocation } from '../lib/import-location';
import { countOf, importResult } from '../lib/import-result';
import { insertNewEvents } from '../lib/import-writer';

export async function importEvents(
  { db, now = new Date() }: ImportContext,
  locationText: string,
): Promise<ImportResult> {
  const location = requireLocation(locationText);
  const rows = generateEvents(location, now);
  const imported = await insertNewEvents(db, rows);
  return importResult(
    `Imported ${countOf(imported, 'event', 'events')} generated for ${location}.`,
    'Generated locally',
    rows.length,
    imported,
  );
}
