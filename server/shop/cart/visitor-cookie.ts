// A visitor's browser is known to the shop by one HttpOnly cookie of 256 random bits: it finds their cart,
// and the orders they placed from it, without an account. Only the token's SHA-256 is stored.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const COOKIE = 'griot_cart';
/** With Secure cookies: `__Host-` keeps a plain-HTTP page or a subdomain from planting one. */
const SECURE_COOKIE = `__Host-${COOKIE}`;
const MAX_AGE_S = 30 * 24 * 60 * 60;

const cookieName = (app: FastifyInstance) => (app.config.secureCookies ? SECURE_COOKIE : COOKIE);
export const hashVisitorToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The hash of the visitor token this request carries, or null. */
export function visitorHashOf(app: FastifyInstance, request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  const token = app.parseCookie(header)[cookieName(app)];
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? hashVisitorToken(token) : null;
}

/** Gives the browser a visitor token (kept 30 days) and answers its hash. */
export function issueVisitorToken(app: FastifyInstance, reply: FastifyReply): string {
  const token = randomBytes(32).toString('base64url');
  reply.header(
    'set-cookie',
    app.serializeCookie(cookieName(app), token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: app.config.secureCookies,
      maxAge: MAX_AGE_S,
    }),
  );
  return hashVisitorToken(token);
}
