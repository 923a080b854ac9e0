import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button } from './button';

interface SearchFormProps {
  /** Names the search landmark, e.g. "Search again" or "Search Highlife Lovers". */
  label: string;
  /** The box's own label, read by screen readers (the placeholder says it too). */
  fieldLabel: string;
  placeholder: string;
  initial?: string;
  size?: 'md' | 'lg';
  onSearch: (q: string) => void;
}

/** A search box with its button, for a screen (the results, a forum); the header's box is a combobox. */
export function SearchForm({ label, fieldLabel, placeholder, initial = '', size = 'md', onSearch }: SearchFormProps) {
  const id = useId();
  const [text, setText] = useState(initial);
  const large = size === 'lg';
  return (
    <form
      role="search"
      aria-label={label}
      className={`flex gap-2 ${large ? 'flex-col sm:flex-row sm:gap-3' : ''}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() !== '') onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="sr-only">
        {fieldLabel}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={200}
        enterKeyHint="search"
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
        className={`min-w-0 flex-1 rounded-pill border border-ink-900/15 bg-white text-ink-900 placeholder:text-ink-500 focus-visible:outline-2 focus-visible:outline-ochre-400 ${
          large ? 'px-5 py-3 text-base' : 'px-4 py-2 text-sm'
        }`}
      />
      <Button type="submit" variant={large ? 'primary' : 'secondary'} size={large ? 'lg' : 'sm'}>
        <Trans id="ui.search-form.submit">Search</Trans>
      </Button>
    </form>
  );
}
