// The OpenAPI document is generated from the route schemas: /api/docs (UI) and /api/docs/json.
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

export async function registerApiDocs(app: FastifyInstance): Promise<void> {
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
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
}
