// Artist import: up to 10 artists of a location from MusicBrainz, or the sample artists when the
// service fails, times out or finds nobody.
import { adminMessages } from '@shared/admin-messages';
import type { ImportResult } from '@shared/schemas/imports';
import { toArtistRow } from './mapping';
import type { ImportContext } from '../lib/import-context';
import { requireLocation } from '../lib/import-location';
import { importResult } from '../lib/import-result';
import { insertNewArtists } from '../lib/import-writer';
import { searchArtistsByArea } from './musicbrainz-client';
import { sampleArtists } from './samples';
import { withValues } from '@server/lib/i18n/server-i18n';

export async function importArtists(
  { db, settings, log, i18n }: ImportContext,
  locationText: string,
): Promise<ImportResult> {
  const location = requireLocation(locationText);
  const search = await searchArtistsByArea(settings, location);
  if (!search.ok) {
    log.warn({ reason: search.reason }, 'MusicBrainz is unavailable; importing sample artists');
    const rows = sampleArtists();
    return importResult(
      i18n._(adminMessages.musicServiceUnavailable),
      'Sample data',
      rows.length,
      await insertNewArtists(db, rows),
    );
  }
  const rows = search.artists.map((artist) => toArtistRow(artist, location));
  const imported = await insertNewArtists(db, rows);
  return importResult(
    i18n._(
      withValues(
        /*i18n*/ {
          id: 'imports.artists.imported',
          message:
            '{imported, plural, one {Imported # artist from MusicBrainz.} other {Imported # artists from MusicBrainz.}}',
        },
        { imported },
      ),
    ),
    'MusicBrainz',
    rows.length,
    imported,
  );
}
