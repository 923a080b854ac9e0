import { useId, type ComponentProps } from 'react';
import { TextField } from '@client/components/ui/text-field';
import type { ArtistEntry } from '@shared/schemas/catalog';
import { useAdminList } from '../api/get-admin-list';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@client/lib/use-debounced-value';

/**
 * An entry's artist, typed by name: the server takes only a name of the directory, so the field offers the
 * directory's names that match what is typed (the browser's own suggestion list, keyboard included).
 */
export function ArtistNameField(props: ComponentProps<typeof TextField> & { value: string }) {
  const listId = useId();
  const q = useDebouncedValue(props.value.trim(), SEARCH_DEBOUNCE_MS);
  const artists = useAdminList<ArtistEntry>('artists', q);
  const names = artists.data?.pages.flatMap((page) => page.items.map((artist) => artist.name)) ?? [];
  return (
    <>
      <TextField {...props} type="text" autoComplete="off" list={listId} />
      <datalist id={listId}>
        {names.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </>
  );
}
