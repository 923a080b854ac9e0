// The header's search box: a form that opens /search?q= on Enter, and an ARIA 1.2 combobox whose
// suggestions load with their code on the first focus (not part of a first visit).
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@client/lib/paths';
import { CLOSED_LIST, type ListKeys, type ListState } from '@client/lib/suggestion-list';

const SearchSuggestions = lazy(() =>
  import('./search-suggestions').then((module) => ({ default: module.SearchSuggestions })),
);

interface SearchBoxProps {
  /** Where it sits: the header row (wide screens) or the panel under the header (phones). */
  variant: 'header' | 'panel';
  /** After a search or a suggestion was opened: the phone's panel closes. */
  onDone?: () => void;
  autoFocus?: boolean;
}

export function SearchBox({ variant, onDone, autoFocus = false }: SearchBoxProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [wanted, setWanted] = useState(autoFocus);
  const [showing, setShowing] = useState(false);
  const [list, setList] = useState<ListState>(CLOSED_LIST);
  const keysRef = useRef<ListKeys<HTMLInputElement> | null>(null);

  const open = useCallback(
    (to: string) => {
      setShowing(false);
      setText('');
      onDone?.();
      void navigate(to);
    },
    [navigate, onDone],
  );
  const dismiss = useCallback(() => setShowing(false), []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (showing && keysRef.current?.(event)) {
      event.preventDefault();
      return;
    }
    if (event.key === 'Escape' && text !== '') {
      event.preventDefault();
      setText('');
    }
  };

  const header = variant === 'header';
  return (
    <form
      role="search"
      aria-label={t({ id: 'search.box.form-label', message: 'Site' })}
      className="relative w-full"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() !== '') open(paths.search.to(text.trim()));
      }}
    >
      <input
        type="search"
        role="combobox"
        aria-label={t({ id: 'search.box.field-label', message: 'Search Griot' })}
        aria-expanded={showing && list.open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showing ? list.activeId : undefined}
        placeholder={t({ id: 'search.box.placeholder', message: 'Search artists, music, events…' })}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        autoFocus={autoFocus}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setShowing(true);
        }}
        onFocus={() => setWanted(true)}
        onBlur={dismiss}
        onKeyDown={onKeyDown}
        className={`w-full rounded-pill border px-4 py-2 text-sm transition focus-visible:outline-2 focus-visible:outline-ochre-400 ${
          header
            ? 'border-cream-50/20 bg-cream-50/10 text-cream-50 placeholder:text-cream-100/70'
            : 'border-ink-900/15 bg-white text-ink-900 placeholder:text-ink-500'
        }`}
      />
      {wanted && (
        <Suspense fallback={null}>
          <SearchSuggestions
            query={showing ? text : ''}
            listId={listId}
            keysRef={keysRef}
            onState={setList}
            onPick={open}
            onDismiss={dismiss}
          />
        </Suspense>
      )}
    </form>
  );
}
