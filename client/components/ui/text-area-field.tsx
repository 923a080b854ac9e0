import type { ComponentProps } from 'react';
import { FieldFrame, fieldControlClasses } from './field-frame';

interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: string;
}

/** A labelled multi-line text box that the user may make taller. */
export function TextAreaField({ label, error, hint, className, rows = 4, ...props }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          className={fieldControlClasses(error, 'resize-y py-3 leading-relaxed')}
          {...props}
        />
      )}
    </FieldFrame>
  );
}
