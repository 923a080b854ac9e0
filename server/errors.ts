// Errors the API answers with: each carries an HTTP status and a stable code, and every error leaves
// the server in one JSON shape, `{ error: { code, message } }`.
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST') => new AppError(400, code, message);
export const validationFailed = (message: string) => new AppError(400, 'VALIDATION_FAILED', message);
export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);
