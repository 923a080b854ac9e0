// Errors the API answers with: each carries an HTTP status and a stable code, and every error leaves
// the server in one JSON shape, `{ error: { code, message, field? } }`: `field` names the part of the body
// the message is about, as a path ('endsAt', 'ticketTypes/1/salesEnd'), so a form shows it there.
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: string,
    message: string,
    public readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST') => new AppError(400, code, message);
export const validationFailed = (message: string, field?: string) =>
  new AppError(400, 'VALIDATION_FAILED', message, field);
export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);
export const unauthorized = (message = 'Please sign in to continue.') => new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'You are not allowed to do that.') => new AppError(403, 'FORBIDDEN', message);
export const conflict = (message: string, code = 'CONFLICT', field?: string) => new AppError(409, code, message, field);
export const tooManyRequests = (message: string) => new AppError(429, 'RATE_LIMITED', message);
export const payloadTooLarge = (message: string) => new AppError(413, 'PAYLOAD_TOO_LARGE', message);
export const badGateway = (message: string, code = 'BAD_GATEWAY') => new AppError(502, code, message);
