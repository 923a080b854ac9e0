import { useId, type ComponentPropsWithoutRef } from 'react';

interface TextFieldProps extends Omit<ComponentPropsWithoutRef<'input'>, 'id'> {
  label: string;
  /** Shown under the field, announced with it, and marks it invalid. */
  error?: string | undefined;
  hint?: string;
}

/** A labelled input with its hint and error wired up for assistive technology. */
export function TextField({ label, error, hint, className = '', ...props }: TextFieldProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-500">
          {hint}
        </p>
      )}
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`mt-2 block h-12 w-full rounded-xl border bg-white px-4 text-base text-ink-900 shadow-sm transition placeholder:text-ink-300 focus-visible:outline-2 focus-visible:outline-offset-1 ${
          error ? 'border-danger-700' : 'border-ink-900/20 hover:border-ink-900/40'
        }`}
        {...props}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
