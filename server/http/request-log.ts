// What a request's log line says of it: Fastify's usual fields, with any `token` and any search words (`q`)
// in the query string hidden. A notification mail's one-click unsubscribe link must carry its token in the
// URL (RFC 8058), and logs never hold a token; what people search for is theirs (docs/privacy.md).
import type { FastifyRequest } from 'fastify';

export const withoutSecrets = (url: string) => url.replace(/([?&](?:token|q)=)[^&#]*/giu, '$1<hidden>');

export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
