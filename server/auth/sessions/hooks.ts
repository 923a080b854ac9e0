// Resolves the session cookie into `request.user` on every API request, extends the cookie when the
// session was renewed, and writes the cookie at sign-in and sign-out.
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import '@server/http/request-user';
import { resolveSession } from './repository';
import { sessionCookieName, SESSION_TTL_MS } from './tokens';

// @fastify/cookie is registered without its hooks (app.ts): most requests carry no cookie and set none,
// so the one cookie is read and written here, where it is used.
function writeSessionCookie(
  app: FastifyInstance,
  reply: FastifyReply,
  value: string,
  expires: Date,
  maxAge?: number,
): void {
  // No Domain: the cookie stays on this host (and `__Host-` requires it). One cookie: the last write wins.
  const options = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.secureCookies,
    expires,
    ...(maxAge === undefined ? {} : { maxAge }),
  } as const;
  reply.header('set-cookie', app.serializeCookie(sessionCookieName(app.config.secureCookies), value, options));
}

export function setSessionCookie(app: FastifyInstance, reply: FastifyReply, token: string, expiresAt: Date): void {
  writeSessionCookie(app, reply, token, expiresAt, Math.floor(SESSION_TTL_MS / 1000));
}

export function clearSessionCookie(app: FastifyInstance, reply: FastifyReply): void {
  writeSessionCookie(app, reply, '', new Date(1));
}

/** The session token a request carries, if any: the header is parsed only when there is one. */
function sessionTokenOf(app: FastifyInstance, request: FastifyRequest, cookieName: string): string | undefined {
  const header = request.headers.cookie;
  return header && request.url.startsWith('/api/') ? app.parseCookie(header)[cookieName] : undefined;
}

export function registerSessionHooks(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  // Only the configured name is read: with Secure cookies, a plain `griot_session` planted over HTTP or by
  // a subdomain is ignored.
  const cookieName = sessionCookieName(app.config.secureCookies);
  // A callback hook: most requests carry no session and go on at once, without a promise to settle.
  const readSessionCookie: onRequestHookHandler = (request, reply, done) => {
    const token = sessionTokenOf(app, request, cookieName);
    if (!token || token.length > 100) {
      done();
      return;
    }
    resolveSession(app.database.db, token).then((session) => {
      if (!session) {
        clearSessionCookie(app, reply);
      } else {
        request.user = session.user;
        request.sessionId = session.sessionId;
        if (session.renewedUntil) setSessionCookie(app, reply, token, session.renewedUntil);
      }
      done();
    }, done);
  };
  app.addHook('onRequest', readSessionCookie);
}
