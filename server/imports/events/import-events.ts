// Event import: 10 events generated for the location, weekly from a week ahead (no network).
import type { ImportResult } from '@shared/schemas/imports';
import { generateEvents } from './generator';
import type { ImportContext } from '../lib/import-context';
import { requireLocation } from '../lib/import-location';
import { importResult } from '../lib/import-result';
import { insertNewEvents } from '../lib/import-writer';
import { withValues } from '@server/lib/i18n/server-i18n';

export async function importEvents(
  { db, i18n, now = new Date() }: ImportContext,
  locationText: string,
): Promise<ImportResult> {
  const location = requireLocation(locationText);
  const rows = generateEvents(location, now);
  const imported = await insertNewEvents(db, rows);
  return importResult(
    i18n._(
      withValues(
        /*i18n*/ {
          id: 'imports.events.imported',
          message:
            '{imported, plural, one {Imported # event generated for {location}.} other {Imported # events generated for {location}.}}',
        },
        { imported, location },
      ),
    ),
    'Generated locally',
    rows.length,
    imported,
  );
}
