// The shop feature: the cart, orders and their payments, tickets, the door, calling an event off, and
// their admin.
import type { Feature } from '@server/http/feature';
import { shopAccountData } from './account-data';
import { applyOrderRetention } from './account-data/order-retention';
import { adminCancellationRoutes } from './cancel/admin-routes';
import { deleteUnreachableVisitorCarts } from './cart/abandoned-carts';
import { adminShopSettingsRoutes } from './delivery/admin-routes';
import { adminDoorRoutes } from './door/admin-routes';
import { doorRoutes } from './door/routes';
import { registerShopJobs } from './jobs';
import { adminShopRoutes } from './orders/admin-routes';
import { adminPaymentRoutes } from './payments/admin-routes';
import { createPaystackGateway } from './payments/paystack';
import { shopRoutes } from './routes';
import { ticketRoutes } from './tickets/routes';

export const shopFeature: Feature = {
  setup: (app) => {
    const { paystack, imports } = app.config;
    app.decorate(
      'paymentGateway',
      paystack ? createPaystackGateway({ ...paystack, timeoutMs: imports.timeoutMs }) : null,
    );
  },
  routes: [shopRoutes, ticketRoutes, doorRoutes],
  adminRoutes: [adminShopRoutes, adminPaymentRoutes, adminShopSettingsRoutes, adminDoorRoutes, adminCancellationRoutes],
  jobs: registerShopJobs,
  housekeeping: { unreachableCarts: deleteUnreachableVisitorCarts, orderRetention: applyOrderRetention },
  accountData: shopAccountData,
};
