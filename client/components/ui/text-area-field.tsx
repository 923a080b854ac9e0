import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { FieldFrame, fieldControlClasses } from './field-frame';

interface TextAreaFieldProps extends Omit<ComponentPropsWithoutRef<'textarea'>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: string;
}

/** A labelled multi-line text box that the user may make taller. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, className, rows = 4, ...props },
  ref,
) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <textarea
          ref={ref}
          {...control}
          rows={rows}
          className={fieldControlClasses(error, 'resize-y py-3 leading-relaxed')}
          {...props}
        />
      )}
    </FieldFrame>
  );
});
