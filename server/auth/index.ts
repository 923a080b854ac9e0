// The auth feature: accounts, sessions, password reset, e-mail verification and a member's account.
import type { Feature } from '@server/http/feature';
import { accountRoutes } from './account/routes';
import { emailVerificationRoutes } from './email-verification/routes';
import { passwordResetRoutes } from './password-reset/routes';
import { authRoutes } from './routes';
import { registerSessionHooks } from './sessions/hooks';
import { deleteExpiredSessions } from './sessions/repository';
import { deleteSpentLinks } from './spent-links';

export const authFeature: Feature = {
  // `request.user` for every route after it.
  setup: registerSessionHooks,
  routes: [authRoutes, passwordResetRoutes, emailVerificationRoutes, accountRoutes],
  housekeeping: {
    expiredSessions: deleteExpiredSessions,
    spentLinks: deleteSpentLinks,
  },
};
