// The search feature: GET /api/search over every kind (decision 009).
import type { Feature } from '@server/http/feature';
import { searchRoutes } from './routes';

export const searchFeature: Feature = { routes: [searchRoutes] };
