import type { ComponentPropsWithoutRef } from 'react';
import { FieldFrame, fieldControlClasses } from './field-frame';

interface TextFieldProps extends Omit<ComponentPropsWithoutRef<'input'>, 'id'> {
  label: string;
  /** Shown under the field, announced with it, and marks it invalid. */
  error?: string | undefined;
  hint?: string;
}

/** A labelled input with its hint and error wired up for assistive technology. */
export function TextField({ label, error, hint, className = '', ...props }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <input {...control} className={fieldControlClasses(error, 'h-12 placeholder:text-ink-300')} {...props} />
      )}
    </FieldFrame>
  );
}
