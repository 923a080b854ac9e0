import { forwardRef, useId } from 'react';

interface SearchBoxProps {
  /** The accessible name, e.g. "Search products". */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** A search field with a visually hidden label: the magnifier and the placeholder say what it is. */
export const SearchBox = forwardRef<HTMLInputElement, SearchBoxProps>(function SearchBox(
  { label, placeholder, value, onChange },
  ref,
) {
  const id = useId();
  return (
    <div role="search" className="relative w-full sm:max-w-sm">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 start-4 size-5 -translate-y-1/2 text-ink-500"
      >
        <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        ref={ref}
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        className="block h-12 w-full rounded-pill border border-ink-900/20 bg-white pe-4 ps-12 text-base text-ink-900 shadow-sm transition placeholder:text-ink-500 hover:border-ink-900/40"
      />
    </div>
  );
});
