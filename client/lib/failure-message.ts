// What a failed request says to the user, decided once: the server's own words when it answered, the
// app's when it could not be reached, and never a browser's raw text ("Failed to fetch").
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError, NetworkError } from './api/api-errors';

/** For what only a bug throws: anything but an answer from the server or a lost connection. */
const UNEXPECTED = msg({ id: 'ui.failure.unexpected', message: 'Something went wrong.' });

interface FailureTexts {
  /** Said instead of the bare reason when the server could not be reached or was too slow. */
  offline?: string;
}

/** Why it failed, e.g. after "Failed to save product:" or on a line of its own. */
export function failureMessage(error: unknown, { offline }: FailureTexts = {}): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof NetworkError) return offline ?? error.message;
  return i18n._(UNEXPECTED);
}

/**
 * The server's reason to show beside a form's fixed failure text, when the failure is about what was
 * sent (a 4xx: refused input, a locked post, posting too fast); null for server faults and lost
 * connections, where the fixed text says all there is.
 */
export function failureDetail(error: unknown): string | null {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : null;
}
