// Cross-site request forgery protection for cookie-authenticated writes: a browser says where a request
// comes from (Sec-Fetch-Site, Origin), and a write that another site started is refused. Requests without
// those headers come from programs, not browsers, and carry no ambient cookies of a victim.
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { forbidden } from '@server/errors';
import { CROSS_SITE } from './http-messages';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerForgeryProtection(app: FastifyInstance): void {
  // An install served over HTTPS says so (SESSION_SECURE_COOKIE); its proxy may still speak plain HTTP to us.
  const scheme = app.config.secureCookies ? 'https' : null;
  // A callback hook, not an async one: it runs on every request and mostly returns at once.
  const refuseForgedWrites: onRequestHookHandler = (request, _reply, done) => {
    done(startedElsewhere(request, scheme) ? forbidden(CROSS_SITE) : undefined);
  };
  app.addHook('onRequest', refuseForgedWrites);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A write that needs no cookie (its URL carries its own token): another site may start it. */
    crossSite?: boolean;
  }
}

function startedElsewhere(request: FastifyRequest, scheme: string | null): boolean {
  if (SAFE_METHODS.has(request.method) || request.routeOptions.config.crossSite) return false;
  // Header values are case-insensitive tokens: `CROSS-SITE` is no less cross-site.
  const site = request.headers['sec-fetch-site']?.toLowerCase();
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = request.headers.origin;
  return origin !== undefined && origin !== ownOrigin(scheme ?? request.protocol, request.host);
}

/**
 * This site's origin as a browser writes it in Origin (scheme, host and port; a default port in Host is no
 * difference), so that only an exact match passes: not another scheme, port or a user name before the host.
 */
function ownOrigin(scheme: string, host: string): string | null {
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return null;
  }
}
