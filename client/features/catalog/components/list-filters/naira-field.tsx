import { useState } from 'react';
import { TextField } from '@client/components/ui/text-field';

interface NairaFieldProps {
  label: string;
  value: string | undefined;
  onCommit: (value: string) => void;
}

/**
 * A price bound in naira. It is applied on Enter or on leaving the field, not on every key: each change of
 * a filter is a history entry, and "5", "50", "500" are not three filters.
 */
export function NairaField({ label, value = '', onCommit }: NairaFieldProps) {
  const [text, setText] = useState(value);
  // Follows the address when it changes from elsewhere (Back, Clear filters).
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const commit = () => {
    if (text.trim() !== value) onCommit(text);
  };
  return (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      min={0}
      step={1}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      className="min-w-0 sm:w-36"
    />
  );
}
