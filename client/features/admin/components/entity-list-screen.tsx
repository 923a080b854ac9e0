import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '@client/components/ui/button';
import { useAdminList } from '../api/get-admin-list';
import { titleOf, type AdminItem, type EntityDefinition } from '../entities/entity-definition';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@client/lib/use-debounced-value';
import { AdminPage } from '@client/components/admin/admin-page';
import { DeleteEntryDialog } from './delete-entry-dialog';
import { EntityDialog } from './entity-dialog';
import { EntityList } from './entity-list';
import { SearchBox } from '@client/components/admin/search-box';

/** Long enough that typing a word asks the server once, short enough to feel immediate. */

interface EntityListScreenProps<Item extends AdminItem, Input extends object> {
  definition: EntityDefinition<Item, Input>;
  /** The screen's import panel, when it has one. */
  importPanel?: ReactNode;
}

/** The one admin list screen: Add, search, the paged list with Edit and Delete, and their dialogs. */
export function EntityListScreen<Item extends AdminItem, Input extends object>({
  definition,
  importPanel,
}: EntityListScreenProps<Item, Input>) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useAdminList<Item>(definition.section, q);
  // `editing.item` null means adding.
  const [editing, setEditing] = useState<{ item: Item | null } | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const searchBox = useRef<HTMLInputElement>(null);
  const { t } = useLingui();
  const { entity } = definition;

  const deleted = () => {
    // The Delete button that opened the dialog is about to leave the list: focus the search instead.
    flushSync(() => setDeleting(null));
    searchBox.current?.focus();
  };

  return (
    <AdminPage
      title={titleOf(definition)}
      actions={
        <Button variant="accent" onClick={() => setEditing({ item: null })}>
          <span aria-hidden="true">+</span>
          {t({
            id: 'admin.catalog.add-heading',
            message: select(entity, {
              product: 'Add Product',
              event: 'Add Event',
              artist: 'Add Artist',
              story: 'Add Story',
              other: 'Add',
            }),
          })}
        </Button>
      }
    >
      {importPanel && <div className="mb-8">{importPanel}</div>}
      <section aria-labelledby="admin-list-heading">
        <h2 id="admin-list-heading" className="sr-only">
          {t({
            id: 'admin.catalog.all-heading',
            message: select(entity, {
              product: 'All products',
              event: 'All events',
              artist: 'All artists',
              story: 'All stories',
              other: 'All',
            }),
          })}
        </h2>
        <div className="mb-5">
          <SearchBox
            ref={searchBox}
            label={t({
              id: 'admin.catalog.search-label',
              message: select(entity, {
                product: 'Search products',
                event: 'Search events',
                artist: 'Search artists',
                story: 'Search stories',
                other: 'Search',
              }),
            })}
            placeholder={
              entity === 'story'
                ? t({ id: 'admin.catalog.search-by-title', message: 'Search by title' })
                : t({ id: 'admin.catalog.search-by-name', message: 'Search by name' })
            }
            value={search}
            onChange={setSearch}
          />
        </div>
        <EntityList
          definition={definition}
          query={list}
          search={q}
          onEdit={(item) => setEditing({ item })}
          onDelete={setDeleting}
        />
      </section>
      {editing && <EntityDialog definition={definition} item={editing.item} onClose={() => setEditing(null)} />}
      {deleting && (
        <DeleteEntryDialog
          definition={definition}
          item={deleting}
          onCancel={() => setDeleting(null)}
          onDeleted={deleted}
        />
      )}
    </AdminPage>
  );
}
