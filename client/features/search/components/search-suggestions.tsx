// The header's suggestions as one types: a short search after a pause, grouped by kind, and "See all
// results" last. The box keeps focus; this list answers its arrow keys, Enter and Escape while it is open.
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { paths } from '@client/lib/paths';
import { stepActive, useSuggestionList, type SuggestionListProps } from '@client/lib/suggestion-list';
import { suggestionOption } from '@client/lib/suggestion-option';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@client/lib/use-debounced-value';
import { SEARCH_KINDS } from '@shared/search';
import type { SearchHit } from '@shared/schemas/search';
import { useSearchSuggestions } from '../api/get-search-suggestions';
import { KIND_LABELS } from '../lib/kind-labels';
import { SnippetText } from './snippet-text';

interface SearchSuggestionsProps extends SuggestionListProps<HTMLInputElement> {
  query: string;
  /** Opens a page: a hit's, or all the results. */
  onPick: (to: string) => void;
}

interface Option {
  id: string;
  to: string;
  hit: SearchHit | null;
}

export function SearchSuggestions({ query, listId, keysRef, onState, onPick, onDismiss }: SearchSuggestionsProps) {
  const { i18n, t } = useLingui();
  const asked = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const suggestions = useSearchSuggestions(asked);
  // No option is active until an arrow key moves to one: Enter alone opens all the results.
  const [moved, setMoved] = useState({ asked, index: -1 });
  const active = moved.asked === asked ? moved.index : -1;

  const hits = useMemo(() => (asked === '' ? [] : (suggestions.data?.items ?? [])), [asked, suggestions.data]);
  const groups = useMemo(
    () =>
      SEARCH_KINDS.map((kind) => ({ kind, hits: hits.filter((hit) => hit.kind === kind) })).filter(
        (g) => g.hits.length > 0,
      ),
    [hits],
  );
  const options = useMemo<Option[]>(() => {
    const ordered = groups.flatMap((group) => group.hits);
    return [
      ...ordered.map((hit, index) => ({ id: `${listId}-${index}`, to: hit.url, hit })),
      { id: `${listId}-all`, to: paths.search.to(asked), hit: null },
    ];
  }, [groups, listId, asked]);
  const open = query.trim() !== '' && asked !== '' && suggestions.data !== undefined;
  const activeId = open && active >= 0 ? options[active]?.id : undefined;

  useSuggestionList({ keysRef, onState }, { open, activeId }, (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      setMoved({ asked, index: stepActive(event.key, active, options.length) });
    } else if (event.key === 'Enter' && active >= 0) onPick(options[active]!.to);
    else if (event.key === 'Escape') onDismiss();
    else return false;
    return true;
  });

  const optionProps = (option: Option) => ({
    ...suggestionOption(option.id, option.id === activeId, () => onPick(option.to)),
    className: `block cursor-pointer px-4 py-2 text-left ${option.id === activeId ? 'bg-cream-100' : ''}`,
  });
  let index = 0;

  return (
    <div
      id={listId}
      role="listbox"
      aria-label={t({ id: 'search.suggestions.label', message: 'Suggestions' })}
      hidden={!open}
      className="absolute right-0 z-50 mt-2 max-h-[70vh] w-[min(28rem,calc(100vw-2rem))] overflow-auto rounded-xl bg-white py-2 text-ink-900 shadow-lift ring-1 ring-ink-900/10"
    >
      {groups.map((group) => (
        <div key={group.kind} role="group" aria-label={i18n._(KIND_LABELS[group.kind].plural)}>
          {/* The group's name is read from aria-label; this is its visible twin. */}
          <div aria-hidden="true" className="px-4 pt-2 pb-1 text-xs font-semibold tracking-wide text-ink-500 uppercase">
            {i18n._(KIND_LABELS[group.kind].plural)}
          </div>
          {group.hits.map((hit) => {
            const option = options[index++]!;
            return (
              <div key={hit.id} {...optionProps(option)}>
                <span className="block font-semibold">{hit.title}</span>
                <SnippetText parts={hit.snippet} className="line-clamp-1 text-sm text-ink-500" />
              </div>
            );
          })}
        </div>
      ))}
      <div {...optionProps(options[options.length - 1]!)}>
        <span className="text-sm font-semibold text-terracotta-600">
          {groups.length === 0
            ? t({ id: 'search.suggestions.none', message: `No suggestions: search for “${asked}”` })
            : t({ id: 'search.suggestions.see-all', message: `See all results for “${asked}”` })}
        </span>
      </div>
    </div>
  );
}
