// The two ways a request can fail, decided once here so that screens never inspect raw responses.
import { t } from '@lingui/core/macro';

/**
 * The server answered with a non-2xx status; code, message and field come from its `{ error }` body.
 * `field` names the part of the body the message is about, as a path ('endsAt', 'variants/1/stock'), so
 * that a form shows the message beside that field.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }

  get isServerError(): boolean {
    return this.status >= 500;
  }
}

/** No answer at all: the connection failed or the server stayed silent past the timeout. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(readonly reason: 'unreachable' | 'timeout') {
    super(
      reason === 'timeout'
        ? t({ id: 'ui.api.timeout', message: 'The server did not answer in time.' })
        : t({ id: 'ui.api.unreachable', message: 'The server could not be reached.' }),
    );
  }
}
