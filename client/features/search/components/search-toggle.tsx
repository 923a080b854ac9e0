import { useLingui } from '@lingui/react/macro';
import { CloseIcon, SearchIcon } from '@client/components/ui/icons';
import { usePanelToggle } from '@client/lib/use-panel-toggle';
import { SearchBox } from './search-box';

const PANEL_ID = 'search-panel';

/**
 * Below the xl breakpoint the header has no room for the box: a button opens it in a panel under the
 * header, ready to type in. A navigation, Escape or the button closes it (client/lib/use-panel-toggle.ts).
 */
export function SearchToggle() {
  const { open, toggleRef, toggle, dismiss } = usePanelToggle();
  const { t } = useLingui();

  return (
    <div className="xl:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-label={
          open
            ? t({ id: 'search.toggle.close', message: 'Close search' })
            : t({ id: 'search.toggle.open', message: 'Open search' })
        }
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={toggle}
        className="inline-flex size-11 items-center justify-center rounded-pill text-cream-50 transition hover:bg-cream-50/10"
      >
        {open ? <CloseIcon className="size-5" /> : <SearchIcon />}
      </button>
      <div
        id={PANEL_ID}
        hidden={!open}
        className="absolute inset-x-0 top-full border-t border-cream-50/10 bg-cream-100 px-4 py-4 shadow-lift sm:px-6"
      >
        {open && <SearchBox variant="panel" autoFocus onDone={dismiss} />}
      </div>
    </div>
  );
}
