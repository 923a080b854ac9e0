// The imports feature: artists, stories and events from outside services, and outlets' feeds (admin only).
import type { Feature } from '@server/http/feature';
import { storyFeedRoutes } from './feeds/routes';
import { importRoutes } from './routes';

export const importsFeature: Feature = { adminRoutes: [importRoutes, storyFeedRoutes] };
