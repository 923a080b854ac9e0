// The site-pages feature: the pages behind the footer and the contact form, and their admin.
import type { Feature } from '@server/http/feature';
import { sitePagesAccountData } from './account-data';
import { adminSitePageRoutes } from './admin-routes';
import { sitePageRoutes } from './routes';

export const sitePagesFeature: Feature = {
  routes: [sitePageRoutes],
  adminRoutes: [adminSitePageRoutes],
  accountData: sitePagesAccountData,
};
