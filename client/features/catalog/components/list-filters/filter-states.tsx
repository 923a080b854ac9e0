import { useLingui } from '@lingui/react';
import { Alert } from '@client/components/ui/alert';
import { EmptyState } from '@client/components/ui/empty-state';
import type { CatalogListName } from '@shared/domain';
import { messages } from '@shared/messages';
import { ClearFiltersButton } from './clear-filters-button';

/** A filtered list with nothing in it: not "nothing yet", and a way back to the whole list. */
export function NoFilterMatches({ list, onClear }: { list: CatalogListName; onClear: () => void }) {
  const { i18n } = useLingui();
  return (
    <EmptyState
      title={i18n._(messages.noFilterMatches(list))}
      description={i18n._(messages.noFilterMatchesHint)}
      action={<ClearFiltersButton onClear={onClear} />}
    />
  );
}

/** A filter the server refused (a hand-edited address): its reason, and a way back to the whole list. */
export function RefusedFilters({ reason, onClear }: { reason: string; onClear: () => void }) {
  return <Alert message={reason} action={<ClearFiltersButton onClear={onClear} />} />;
}
