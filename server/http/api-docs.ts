// The OpenAPI document is generated from the route schemas: /api/docs (UI) and /api/docs/json. Served
// unless API_DOCS=false (config.ts).
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Config } from '@server/config';

/**
 * The documentation page's policy: the app page's (SECURITY.md) with swagger-ui's needs, `data:` fonts and
 * images. Its scripts and styles are files of its own, none from other hosts; only an install served over
 * HTTPS (Secure cookies) asks browsers to upgrade requests, which would break a plain-HTTP one.
 */
export function apiDocsPolicy(config: Pick<Config, 'secureCookies'>): string {
  return [
    "default-src 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    ...(config.secureCookies ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

export async function registerApiDocs(app: FastifyInstance, config: Pick<Config, 'secureCookies'>): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Griot API',
        description: 'The JSON API behind Griot: catalogue, community, accounts and administration.',
        version: '0.1.0',
      },
      tags: [
        { name: 'catalog', description: 'Products, events, artists and stories' },
        { name: 'media', description: 'Generated artwork and avatars; image uploads' },
        { name: 'community', description: 'Forums, posts, replies, presence and member profiles' },
        { name: 'auth', description: 'Join, sign in, sign out, sessions' },
        { name: 'admin', description: 'Administration (admin role only)' },
        { name: 'system', description: 'Health' },
      ],
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: apiDocsPolicy(config),
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
}
