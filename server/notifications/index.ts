// The notifications' own routes: a member's bell and their mail settings. What happened is written by the
// features it happened in (a layer below them, eslint.config.js).
import type { Feature } from '@server/http/feature';
import { notificationsAccountData } from './account-data';
import { notificationMailRoutes } from './mail/routes';
import { notificationRoutes } from './routes';

export const notificationsFeature: Feature = {
  routes: [notificationRoutes, notificationMailRoutes],
  accountData: notificationsAccountData,
};
