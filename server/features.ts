// The server's features, in the order app.ts registers their parts. A new feature is a folder with an
// index.ts exporting its Feature (docs/decisions/013-one-server-feature-recipe.md), added here.
import type { Feature } from '@server/http/feature';
import { authFeature } from './auth';
import { catalogFeature } from './catalog';
import { communityFeature } from './community';
import { dashboardFeature } from './dashboard';
import { healthFeature } from './health';
import { importsFeature } from './imports';
import { mailFeature } from './mail';
import { mediaFeature } from './media';
import { newsletterFeature } from './newsletter';
import { notificationsFeature } from './notifications';
import { searchFeature } from './search';
import { shopFeature } from './shop';
import { sitePagesFeature } from './site-pages';

export const features: readonly Feature[] = [
  healthFeature,
  catalogFeature,
  mediaFeature,
  authFeature,
  // Community's part of a member's data comes before the notifications' in the download.
  communityFeature,
  notificationsFeature,
  shopFeature,
  newsletterFeature,
  sitePagesFeature,
  searchFeature,
  mailFeature,
  dashboardFeature,
  importsFeature,
];
