// What the logs say of requests: one line per answered request at `info`, with the method, the route's
// pattern (never the address as typed: no query string, so no token and no search words), the status,
// the time taken, the request id and, when signed in, the account's id; nothing for health checks (a
// route says `config: { quietLog: true }`). Error lines carry the request with `token` and `q` hidden:
// a notification mail's one-click unsubscribe link must carry its token in the URL (RFC 8058), and logs
// never hold a token; what people search for is theirs (docs/privacy.md). Cookies, bodies and e-mail
// addresses are never logged.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorForLog } from './error-log';
import { requestLineWriter } from './request-line';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** No log line for this route's requests (health checks, polled every few seconds). */
    quietLog?: boolean;
  }
}

export const withoutSecrets = (url: string) => url.replace(/([?&](?:token|q)=)[^&#]*/giu, '$1<hidden>');

export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutSecrets(request.url),
    host: request.host,
  };
}

/** The app logger's serializers: a request without its secrets, an error without the values it quotes. */
export const LOG_SERIALIZERS = { req: requestForLog, err: errorForLog };

/** Fastify's own two lines per request are turned off (its LogController); this is the one line. */
export function registerRequestLog(app: FastifyInstance): void {
  // Written by the root logger with the request id, so no request needs a child logger for its line
  // (server/http/lazy-request-logger.ts), and built flat (request-line.ts).
  const writeLine = requestLineWriter(app.log);
  app.addHook('onResponse', function writeRequestLine(request, reply, done) {
    // routeOptions is a getter that builds its object: read once.
    const route = request.routeOptions;
    if (!route.config.quietLog) {
      writeLine({
        reqId: request.id,
        method: request.method,
        // Unmatched requests (404s) have no route: their path is logged without the query string.
        route: route.url ?? request.url.split('?')[0]!,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        account: request.user?.id,
      });
    }
    done();
  });
}
