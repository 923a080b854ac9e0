// Turns anything thrown in a route into the one JSON error shape. 4xx keep their reason; anything
// unexpected becomes a 500 whose message reveals nothing of the internals (the log keeps the detail).
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, joinSentences } from './errors';

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

/** What Node's HTTP parser refuses before Fastify sees a request: the status, code and message it gets. */
function clientErrorAnswer(code: string | undefined): [number, string, string] {
  if (code === 'HPE_HEADER_OVERFLOW') return [431, 'HEADERS_TOO_LARGE', 'The request headers are too large.'];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'REQUEST_TIMEOUT', 'The request took too long to arrive.'];
  return [400, 'BAD_REQUEST', 'The request is not valid HTTP.'];
}

/**
 * Fastify's `clientErrorHandler`: errors of Node's HTTP parser (headers over its limit, a malformed or slow
 * request) get the one error shape too. There is no request or reply yet, so the answer is written to the
 * socket, which is then closed as Node does.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] = clientErrorAnswer(error.code);
  if (socket.writable) {
    const body = JSON.stringify({ error: { code, message } });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        'X-Content-Type-Options: nosniff\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const { code, field, descriptors } = error;
      const message = descriptors ? joinSentences(descriptors, request.i18n) : error.message;
      return reply.status(error.statusCode).send({ error: { code, message, ...(field ? { field } : {}) } });
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
