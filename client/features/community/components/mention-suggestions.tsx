// The member list of the @handle autocomplete, loaded only once someone types an @handle (it is not part of
// a first visit). It asks the server after a short pause, and answers the text box's keys while it is open.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { shownName } from '@shared/shown-names';
import type { HandleSuggestions } from '@shared/schemas/community';
import { apiGet } from '@client/lib/api/api-client';
import { stepActive, useSuggestionList, type SuggestionListProps } from '@client/lib/suggestion-list';
import { suggestionOption } from '@client/lib/suggestion-option';
import { useDebouncedValue } from '@client/lib/use-debounced-value';

/** Suggestions wait for a short pause in typing: one request per pause, not per key. */
const SUGGEST_DEBOUNCE_MS = 150;

interface MentionSuggestionsProps extends SuggestionListProps<HTMLTextAreaElement> {
  prefix: string;
  onPick: (handle: string) => void;
}

export function MentionSuggestions({ prefix, listId, keysRef, onState, onPick, onDismiss }: MentionSuggestionsProps) {
  // The active option, counted afresh for each prefix typed.
  const { t, i18n } = useLingui();
  const [moved, setMoved] = useState({ prefix, index: 0 });
  const active = moved.prefix === prefix ? moved.index : 0;
  const asked = useDebouncedValue(prefix, SUGGEST_DEBOUNCE_MS);
  const suggestions = useQuery({
    queryKey: ['community', 'handles', asked.toLowerCase()],
    queryFn: ({ signal }) => apiGet<HandleSuggestions>('/api/members/handles', { signal, query: { prefix: asked } }),
    enabled: asked !== '',
    staleTime: 60_000,
  });
  const members = useMemo(() => suggestions.data?.members ?? [], [suggestions.data]);
  const count = members.length;
  const open = count > 0;
  const current = Math.min(active, members.length - 1);
  const activeId = open ? `${listId}-${current}` : undefined;

  useSuggestionList({ keysRef, onState }, { open, activeId }, (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      setMoved({ prefix, index: stepActive(event.key, current, members.length) });
    } else if (event.key === 'Enter' || event.key === 'Tab') onPick(members[current]!.handle);
    else if (event.key === 'Escape') onDismiss();
    else return false;
    return true;
  });

  return (
    <>
      {/* The text box cannot say that its list opened (a textarea has no aria-expanded): this does. */}
      <p role="status" className="sr-only">
        {open
          ? t({
              id: 'community.mention.suggestions-status',
              message: plural(count, {
                one: '# member to mention: arrows to choose, Enter to pick',
                other: '# members to mention: arrows to choose, Enter to pick',
              }),
            })
          : ''}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label={t({ id: 'community.mention.list-label', message: 'Members to mention' })}
        hidden={!open}
        className="absolute inset-x-0 z-20 mt-1 max-h-64 overflow-auto rounded-xl bg-white py-1 shadow-card ring-1 ring-ink-900/10"
      >
        {members.map((member, index) => (
          <li
            key={member.handle}
            {...suggestionOption(`${listId}-${index}`, index === current, () => onPick(member.handle))}
            className={`flex cursor-pointer items-baseline gap-2 px-4 py-2 ${index === current ? 'bg-cream-100' : ''}`}
          >
            <span className="font-semibold text-ink-900">@{member.handle}</span>
            <span className="truncate text-sm text-ink-500">{shownName(member.displayName, i18n)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
