import type { ComponentPropsWithoutRef } from 'react';
import { FieldFrame, fieldControlClasses } from './field-frame';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<ComponentPropsWithoutRef<'select'>, 'id' | 'children'> {
  label: string;
  options: readonly SelectOption[];
  /** A first, empty choice ("Choose a type") for a required select that starts unset. */
  placeholder?: string;
  error?: string | undefined;
  hint?: string;
}

/** A labelled native select: the platform's own picker on phones, full keyboard support everywhere. */
export function SelectField({ label, options, placeholder, error, hint, className, ...props }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select {...control} className={fieldControlClasses(error, 'h-12')} {...props}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
