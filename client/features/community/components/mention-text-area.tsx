import { useId, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { HandleSuggestions } from '@shared/schemas/community';
import { TextAreaField } from '@client/components/ui/text-area-field';
import { apiGet } from '@client/lib/api/api-client';
import { useAuth } from '@client/lib/auth/auth-context';
import { useDebouncedValue } from '@client/lib/use-debounced-value';
import { insertMention, mentionAtCaret, type MentionInProgress } from '../lib/mention-at-caret';

/** Suggestions wait for a short pause in typing: one request per pause, not per key. */
const SUGGEST_DEBOUNCE_MS = 150;

type MentionTextAreaProps = Omit<ComponentProps<typeof TextAreaField>, 'value' | 'onChange'> & {
  value: string;
  onValueChange: (value: string) => void;
};

/**
 * A post's or reply's text box that suggests members as an @handle is typed: the listbox under the box
 * follows the ARIA combobox pattern (arrows move, Enter or Tab picks, Escape closes) and picking puts the
 * handle in place of what was typed.
 */
export function MentionTextArea({ value, onValueChange, ...props }: MentionTextAreaProps) {
  const { user } = useAuth();
  const listId = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [mention, setMention] = useState<MentionInProgress | null>(null);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const prefix = useDebouncedValue(mention?.prefix ?? '', SUGGEST_DEBOUNCE_MS);
  const suggestions = useQuery({
    queryKey: ['community', 'handles', prefix.toLowerCase()],
    queryFn: ({ signal }) => apiGet<HandleSuggestions>('/api/members/handles', { signal, query: { prefix } }),
    enabled: Boolean(user && prefix),
    staleTime: 60_000,
  });
  const members = (mention && dismissed !== mention.start && suggestions.data?.members) || [];
  const open = members.length > 0;

  const follow = (text: string, caret: number) => {
    const next = mentionAtCaret(text, caret);
    setMention(next);
    if (next?.start !== mention?.start) setActive(0);
    if (!next) setDismissed(null);
  };

  const pick = (handle: string) => {
    if (!mention) return;
    const { text, caret } = insertMention(value, mention, handle);
    onValueChange(text);
    setMention(null);
    requestAnimationFrame(() => box.current?.setSelectionRange(caret, caret));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + members.length) % members.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      pick(members[Math.min(active, members.length - 1)]!.handle);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setDismissed(mention!.start);
    }
  };

  return (
    <div className="relative">
      <TextAreaField
        {...props}
        ref={box}
        value={value}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? `${listId}-${Math.min(active, members.length - 1)}` : undefined}
        onChange={(event) => {
          onValueChange(event.target.value);
          follow(event.target.value, event.target.selectionStart);
        }}
        onSelect={(event) => follow(event.currentTarget.value, event.currentTarget.selectionStart)}
        onKeyDown={onKeyDown}
        onBlur={() => setMention(null)}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Members to mention"
        hidden={!open}
        className="absolute inset-x-0 z-20 mt-1 max-h-64 overflow-auto rounded-xl bg-white py-1 shadow-card ring-1 ring-ink-900/10"
      >
        {members.map((member, index) => (
          <li
            key={member.handle}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Picking with the pointer must not blur the box first (which closes the list).
            onMouseDown={(event) => {
              event.preventDefault();
              pick(member.handle);
            }}
            className={`flex cursor-pointer items-baseline gap-2 px-4 py-2 ${index === active ? 'bg-cream-100' : ''}`}
          >
            <span className="font-semibold text-ink-900">@{member.handle}</span>
            <span className="truncate text-sm text-ink-500">{member.displayName}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
