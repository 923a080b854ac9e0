import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { TextField } from '@client/components/ui/text-field';
import { DEFAULT_IMPORT_LOCATION } from '@shared/constants';
import { adminMessages } from '@shared/admin-messages';
import { importByLocation, type LocationImportKind } from '../api/import-by-location';
import { ImportPanel } from './import-panel';

const TITLES: Record<LocationImportKind, MessageDescriptor> = {
  artists: msg({ id: 'admin.import.artists.title', message: 'Import Artists' }),
  events: msg({ id: 'admin.import.events.title', message: 'Import Events' }),
};

const INTROS: Record<LocationImportKind, MessageDescriptor> = {
  artists: msg({
    id: 'admin.import.artists.intro',
    message: 'Adds up to 10 artists from the MusicBrainz music database; names already listed are skipped.',
  }),
  events: msg({
    id: 'admin.import.events.intro',
    message:
      'Generates 10 weekly sample events at a location, starting a week from today; events already listed are skipped.',
  }),
};

/** The artists and events imports: one location, required (docs/product.md §5). */
export function LocationImportPanel({ kind }: { kind: LocationImportKind }) {
  const { t, i18n } = useLingui();
  const [location, setLocation] = useState<string>(DEFAULT_IMPORT_LOCATION);
  return (
    <ImportPanel
      title={i18n._(TITLES[kind])}
      intro={i18n._(INTROS[kind])}
      check={() => (location.trim() ? null : i18n._(adminMessages.enterLocation))}
      run={() => importByLocation(kind, { location: location.trim() })}
    >
      <TextField
        label={t({ id: 'admin.import.location', message: 'Location' })}
        name="location"
        value={location}
        onChange={(event) => setLocation(event.target.value)}
        className="flex-1"
      />
    </ImportPanel>
  );
}
