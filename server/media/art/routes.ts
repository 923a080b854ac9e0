// Serves the locally generated artwork and initials avatars. A URL always draws the same picture,
// so answers are cacheable for a year.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { errorResponses } from '@server/http/responses';
import { ART_MOTIFS } from '@shared/art-urls';
import { generateArt, generateAvatar } from './generated-art';

const SvgImage = Type.String({ description: 'An SVG image (image/svg+xml)' });
const IMMUTABLE = 'public, max-age=31536000, immutable';

export const generatedArtRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['media'];

  app.get(
    '/media/art/:motif/:file',
    {
      schema: {
        tags,
        summary: 'Generated artwork (SVG) for demo content',
        params: Type.Object({
          motif: Type.Union(ART_MOTIFS.map((m) => Type.Literal(m))),
          file: Type.String({ pattern: '^[a-z0-9-]{1,80}\\.svg$' }),
        }),
        response: { 200: SvgImage, ...errorResponses },
      },
    },
    (request, reply) => {
      const seed = request.params.file.slice(0, -'.svg'.length);
      reply.type('image/svg+xml').header('cache-control', IMMUTABLE);
      return generateArt(request.params.motif, seed);
    },
  );

  app.get(
    '/media/avatars/:file',
    {
      schema: {
        tags,
        summary: 'Initials avatar (SVG) for a name',
        params: Type.Object({ file: Type.String({ minLength: 5, maxLength: 124, pattern: '\\.svg$' }) }),
        response: { 200: SvgImage, ...errorResponses },
      },
    },
    (request, reply) => {
      const name = request.params.file.slice(0, -'.svg'.length);
      reply.type('image/svg+xml').header('cache-control', IMMUTABLE);
      return generateAvatar(name);
    },
  );
};
