import { useId, type ReactNode } from 'react';

/** What a form control inside a FieldFrame needs to be labelled, described and marked invalid. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps {
  label: string;
  /** Shown under the control, announced with it, and marks it invalid. */
  error?: string | undefined;
  hint?: string | undefined;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** The look of a text-like control (select, textarea), in step with TextField's input. */
export function fieldControlClasses(error: string | undefined, extra = ''): string {
  return `mt-2 block w-full rounded-xl border bg-white px-4 text-base text-ink-900 shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-1 ${
    error ? 'border-danger-700' : 'border-ink-900/20 hover:border-ink-900/40'
  } ${extra}`;
}

/** Label, hint and error around any one control, wired up for assistive technology. */
export function FieldFrame({ label, error, hint, className = '', children }: FieldFrameProps) {
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
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
