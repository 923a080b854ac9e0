import { lazy, Suspense, useCallback, useId, useRef, useState, type ComponentProps } from 'react';
import { TextAreaField } from '@client/components/ui/text-area-field';
import { useAuth } from '@client/lib/auth/auth-context';
import { insertMention, mentionAtCaret, type MentionInProgress } from '../lib/mention-at-caret';
import { CLOSED_LIST, type ListKeys, type ListState } from '@client/lib/suggestion-list';

const MentionSuggestions = lazy(() =>
  import('./mention-suggestions').then((module) => ({ default: module.MentionSuggestions })),
);

type MentionTextAreaProps = Omit<ComponentProps<typeof TextAreaField>, 'value' | 'onChange'> & {
  value: string;
  onValueChange: (value: string) => void;
};

/**
 * A post's or reply's text box that suggests members as an @handle is typed: the list under the box takes
 * the combobox pattern's keys (arrows move, Enter or Tab picks, Escape closes) and picking puts the handle
 * in place of what was typed. The list's code loads with the first @. A textarea may not take the
 * combobox role (ARIA in HTML), so the box stays a text box that names its list and active option, and
 * the list says aloud when it opens.
 */
export function MentionTextArea({ value, onValueChange, ...props }: MentionTextAreaProps) {
  const { user } = useAuth();
  const listId = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const keysRef = useRef<ListKeys<HTMLTextAreaElement> | null>(null);
  const [mention, setMention] = useState<MentionInProgress | null>(null);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const [list, setList] = useState<ListState>(CLOSED_LIST);

  const follow = (text: string, caret: number) => {
    const next = mentionAtCaret(text, caret);
    setMention(next);
    if (!next) setDismissed(null);
  };
  const pick = useCallback(
    (handle: string) => {
      if (!mention) return;
      const { text, caret } = insertMention(value, mention, handle);
      onValueChange(text);
      setMention(null);
      requestAnimationFrame(() => box.current?.setSelectionRange(caret, caret));
    },
    [mention, value, onValueChange],
  );
  const dismiss = useCallback(() => setDismissed(mention?.start ?? null), [mention]);
  const suggesting = Boolean(user && mention && dismissed !== mention.start);

  return (
    <div className="relative">
      <TextAreaField
        {...props}
        ref={box}
        value={value}
        aria-autocomplete="list"
        // Only while the list is there: a text box may not name an element that does not exist.
        aria-controls={suggesting ? listId : undefined}
        aria-activedescendant={suggesting ? list.activeId : undefined}
        onChange={(event) => {
          onValueChange(event.target.value);
          follow(event.target.value, event.target.selectionStart);
        }}
        onSelect={(event) => follow(event.currentTarget.value, event.currentTarget.selectionStart)}
        onKeyDown={(event) => {
          if (suggesting && keysRef.current?.(event)) event.preventDefault();
        }}
        onBlur={() => setMention(null)}
      />
      {suggesting && (
        <Suspense fallback={null}>
          <MentionSuggestions
            prefix={mention!.prefix}
            listId={listId}
            keysRef={keysRef}
            onState={setList}
            onPick={pick}
            onDismiss={dismiss}
          />
        </Suspense>
      )}
    </div>
  );
}
