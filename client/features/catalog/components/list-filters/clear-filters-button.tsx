import { Button } from '@client/components/ui/button';
import { messages } from '@shared/messages';

/** Back to the whole list: in the bar while a filter is set, in the empty state, beside a refused filter. */
export function ClearFiltersButton({ onClear, className }: { onClear: () => void; className?: string }) {
  return (
    <Button variant="quiet" onClick={onClear} className={className}>
      {messages.clearFilters}
    </Button>
  );
}
