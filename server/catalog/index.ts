// The catalog feature: the public lists and details of products, events, artists and stories, the home
// screen's data, and their admin.
import type { Feature } from '@server/http/feature';
import { adminCatalogRoutes } from './admin-routes';
import { catalogRoutes } from './routes';

export const catalogFeature: Feature = { routes: [catalogRoutes], adminRoutes: [adminCatalogRoutes] };
