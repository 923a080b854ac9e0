// The admin catalogue: create, read, update and delete products, events, artists and stories.
// Registered inside the admin scope, whose hook lets only admins through.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminArtistsRoutes } from './artists/admin-routes';
import { adminEventsRoutes } from './events/admin-routes';
import { adminProductsRoutes } from './products/admin-routes';
import { adminStoriesRoutes } from './stories/admin-routes';

export const adminCatalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(adminProductsRoutes);
  await app.register(adminEventsRoutes);
  await app.register(adminArtistsRoutes);
  await app.register(adminStoriesRoutes);
};
