import { useLingui } from '@lingui/react';
import { Button } from '@client/components/ui/button';
import { messages } from '@shared/messages';

/** The filter bar's id: Clear filters hands the focus to its first control. */
export const FILTER_BAR_ID = 'list-filters';

/** Back to the whole list: in the bar while a filter is set, in the empty state, beside a refused filter. */
export function ClearFiltersButton({ onClear, className }: { onClear: () => void; className?: string }) {
  const { i18n } = useLingui();
  const clear = () => {
    onClear();
    // The button goes with the filters; a keyboard's place stays in the bar rather than falling to the page.
    document.getElementById(FILTER_BAR_ID)?.querySelector<HTMLElement>('select, input')?.focus();
  };
  return (
    <Button variant="quiet" onClick={clear} className={className}>
      {i18n._(messages.clearFilters)}
    </Button>
  );
}
