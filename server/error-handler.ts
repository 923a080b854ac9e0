// Turns anything thrown in a route into the one JSON error shape. 4xx keep their reason; anything
// unexpected becomes a 500 whose message reveals nothing of the internals (the log keeps the detail).
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, joinSentences } from './errors';
import { BAD_URL, BODY_REFUSALS, INTERNAL, noRoute, NOT_ROUTED, PARAM_TOO_LONG } from './http/http-messages';
import { requestLocale } from './http/request-i18n';
import { inEnglish, type ServerI18n } from './lib/i18n/server-i18n';

/** A refusal of Fastify's in the request's language, when its words are ones the catalogs hold. */
function fastifyMessage(error: FastifyError, request: FastifyRequest): string {
  const known = BODY_REFUSALS[error.code];
  return known && error.message === inEnglish(known) ? request.i18n._(known) : error.message;
}

function codeFromFastify(error: FastifyError): string {
  if (error.validation) return 'VALIDATION_FAILED';
  if (error.statusCode === 413) return 'PAYLOAD_TOO_LARGE';
  if (error.statusCode === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (error.statusCode === 429) return 'RATE_LIMITED';
  return 'BAD_REQUEST';
}

/**
 * Errors Fastify raises before routing (`frameworkErrors`): a URL it cannot decode, an over-long parameter.
 * The request Fastify makes for them is a bare one, without the app's decorations (no `request.i18n`), so the
 * language is worked out here from the catalogs read before the app is built.
 */
export function frameworkErrorAnswer(i18n: ServerI18n) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
    const message = i18n
      .of(requestLocale(request.url, request.headers['accept-language']))
      ._(
        error.code === 'FST_ERR_BAD_URL'
          ? BAD_URL
          : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
            ? PARAM_TOO_LONG
            : NOT_ROUTED,
      );
    void reply.status(status).send({ error: { code: status === 414 ? 'URI_TOO_LONG' : 'BAD_REQUEST', message } });
  };
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request: the status, code and message it gets, in
 * English, as there is no request to take a language from.
 */
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
      return reply
        .status(status)
        .send({ error: { code: codeFromFastify(error), message: fastifyMessage(error, request) } });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: { code: 'INTERNAL', message: request.i18n._(INTERNAL) } });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      error: { code: 'NOT_FOUND', message: request.i18n._(noRoute(request.method, request.url.split('?')[0]!)) },
    });
  });
}
