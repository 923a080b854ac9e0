// The community feature: forums, posts, replies, members and their profiles, follows, reports and
// moderation, and the admins' members screen.
import type { Feature } from '@server/http/feature';
import { communityAccountData } from './account-data';
import { adminMemberRoutes } from './members/admin-routes';
import { forgetOldPresence } from './members/repository';
import { postModerationRoutes } from './posts/admin-routes';
import { replyModerationRoutes } from './replies/admin-routes';
import { adminReportRoutes } from './reports/admin-routes';
import { communityRoutes } from './routes';

export const communityFeature: Feature = {
  routes: [communityRoutes],
  adminRoutes: [postModerationRoutes, replyModerationRoutes, adminReportRoutes, adminMemberRoutes],
  housekeeping: { oldPresence: forgetOldPresence },
  accountData: communityAccountData,
};
