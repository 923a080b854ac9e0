// Turns anything thrown in a route into the one JSON error shape. 4xx keep their reason; anything
// unexpected becomes a 500 whose message reveals nothing of the internals (the log keeps the detail).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

function codeFromFastify(error: FastifyError): string {
  if (error.validation) return 'VALIDATION_FAILED';
  if (error.statusCode === 413) return 'PAYLOAD_TOO_LARGE';
  if (error.statusCode === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (error.statusCode === 429) return 'RATE_LIMITED';
  return 'BAD_REQUEST';
}

/** Errors Fastify raises before routing (`frameworkErrors`): a URL it cannot decode, an over-long parameter. */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? 'The address is not a valid URL.'
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? 'A part of the address is too long.'
        : 'The request could not be routed.';
  void reply.status(status).send({ error: { code: status === 414 ? 'URI_TOO_LONG' : 'BAD_REQUEST', message } });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ error: { code: error.code, message: error.message } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: { code: codeFromFastify(error), message: error.message } });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: { code: 'INTERNAL', message: INTERNAL_MESSAGE } });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${request.url.split('?')[0]}` } });
  });
}
