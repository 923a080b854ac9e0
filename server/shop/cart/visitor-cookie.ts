// A visitor's browser is known to the shop by one HttpOnly cookie of 256 random bits: it finds their cart,
// and the orders they placed from it, without an account. Only the token's SHA-256 is stored.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const COOKIE = 'griot_cart';
/** With Secure cookies: `__Host-` keeps a plain-HTTP page or a subdomain from planting one. */
const SECURE_COOKIE = `__Host-${COOKIE}`;
export const VISITOR_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

const cookieName = (app: FastifyInstance) => (app.config.secureCookies ? SECURE_COOKIE : COOKIE);
export const hashVisitorToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The hash of the visitor token this request carries, or null. */
export function visitorHashOf(app: FastifyInstance, request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  const token = app.parseCookie(header)[cookieName(app)];
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? hashVisitorToken(token) : null;
}

/** A new visitor token's hash, and the cookie (kept 30 days) that gives the browser the token. */
export function newVisitorToken(
  app: FastifyInstance,
  reply: FastifyReply,
): { visitorHash: string; giveCookie(): void } {
  const token = randomBytes(32).toString('base64url');
  const giveCookie = () => {
    reply.header(
      'set-cookie',
      app.serializeCookie(cookieName(app), token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: app.config.secureCookies,
        maxAge: VISITOR_COOKIE_MAX_AGE_S,
      }),
    );
  };
  return { visitorHash: hashVisitorToken(token), giveCookie };
}

/** Gives the browser a visitor token at once and answers its hash. */
export function issueVisitorToken(app: FastifyInstance, reply: FastifyReply): string {
  const visitor = newVisitorToken(app, reply);
  visitor.giveCookie();
  return visitor.visitorHash;
}
