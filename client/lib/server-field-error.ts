// A save the server refused, shown beside the field its answer names (`field`, a path such as 'pickupPoint'
// or 'stateFeesKobo/Lagos'), so a form never hides the server's reason in a general message.
import { useEffect, type RefObject } from 'react';
import { ApiError } from './api/api-errors';
import { focusFirstInvalid } from './forms';

/** The form's key for the field a refusal names and its message; null when it names none the form shows. */
export function serverFieldError<K extends string>(
  error: unknown,
  keyOf: (path: string) => K | undefined,
): { key: K; message: string } | null {
  if (!(error instanceof ApiError) || !error.field || error.status >= 500) return null;
  const key = keyOf(error.field);
  return key ? { key, message: error.message } : null;
}

/** Once a refusal is shown beside its field, focus goes there, so the keyboard and the screen reader land on it. */
export function useFocusRefusedField(shown: unknown, form: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    if (shown) focusFirstInvalid(form.current);
  }, [shown, form]);
}
