// Cross-site request forgery protection for cookie-authenticated writes: a browser says where a request
// comes from (Sec-Fetch-Site, Origin), and a write that another site started is refused. Requests without
// those headers come from programs, not browsers, and carry no ambient cookies of a victim.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '@server/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerForgeryProtection(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request and mostly returns at once.
  app.addHook('onRequest', (request, _reply, done) => {
    done(startedElsewhere(request) ? forbidden('Cross-site requests are not allowed.') : undefined);
  });
}

function startedElsewhere(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = request.headers.origin;
  return origin !== undefined && !isSameHost(origin, request.host);
}

/** Whether the Origin names this host; a default port (`:80` for http, `:443` for https) in Host is no difference. */
function isSameHost(origin: string, host: string): boolean {
  try {
    const { protocol, host: originHost } = new URL(origin);
    if (protocol !== 'http:' && protocol !== 'https:') return false;
    return originHost === new URL(`${protocol}//${host}`).host;
  } catch {
    return false;
  }
}
