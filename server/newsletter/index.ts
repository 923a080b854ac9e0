// The newsletter feature: double opt-in subscriptions, the admin's issues and their fan-out, the subscribers.
import type { Feature } from '@server/http/feature';
import { newsletterAccountData } from './account-data';
import { adminNewsletterRoutes } from './admin-routes';
import { newsletterRoutes } from './routes';

export const newsletterFeature: Feature = {
  routes: [newsletterRoutes],
  adminRoutes: [adminNewsletterRoutes],
  accountData: newsletterAccountData,
};
