// What a request's log line says of it: Fastify's usual fields, with any `token` in the query string
// hidden. A notification mail's one-click unsubscribe link must carry its token in the URL (RFC 8058), and
// logs never hold a token.
import type { FastifyRequest } from 'fastify';

export const withoutTokens = (url: string) => url.replace(/([?&]token=)[^&#]*/giu, '$1<hidden>');

export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutTokens(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
