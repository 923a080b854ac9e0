// The dashboard feature: the admin dashboard's counts.
import type { Feature } from '@server/http/feature';
import { dashboardRoutes } from './routes';

export const dashboardFeature: Feature = { adminRoutes: [dashboardRoutes] };
