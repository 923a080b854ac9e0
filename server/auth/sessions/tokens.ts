// Session tokens: 256 random bits for the cookie; only their SHA-256 is stored, so a leaked sessions
// table opens no session.
import { hashSecretToken, newSecretToken } from '../lib/secret-tokens';

export const SESSION_COOKIE = 'griot_session';
/**
 * The cookie's name when it is Secure: browsers keep a `__Host-` cookie only when it is Secure, has Path=/
 * and no Domain, so neither a plain-HTTP page nor a sibling subdomain can plant or overwrite it.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A session used after half its life is extended to a full one (sliding expiry). */
export const SESSION_RENEW_AFTER_MS = SESSION_TTL_MS / 2;

export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

export const newSessionToken = newSecretToken;
export const hashSessionToken = hashSecretToken;
