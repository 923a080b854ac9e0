// The health feature: GET /api/health and /api/ready.
import type { Feature } from '@server/http/feature';
import { healthRoutes } from './routes';

export const healthFeature: Feature = { routes: [healthRoutes] };
