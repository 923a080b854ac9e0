// Builds the Fastify app from its features. main.ts (production) and the tests both call this, so
// tests exercise exactly the routes, hooks and error handling that operators run.
import { lazyRequestLogger } from './http/lazy-request-logger';
import { registerRequestLog, requestForLog } from './http/request-log';
import type { Registry } from 'prom-client';
import { registerMetrics } from '@server/http/metrics/app-metrics';
import path from 'node:path';
import { existsSync } from 'node:fs';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import { registerSecurityHeaders } from '@server/http/security-headers';
import rateLimit from '@fastify/rate-limit';
import {
  defaultLimitStoreKind,
  openLimitStore,
  rateLimitStoreOptions,
  type LimitStore,
  type LimitStoreKind,
} from '@server/http/limits/limit-store';
import fastifyStatic from '@fastify/static';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config';
import type { Database } from '@server/db/database';
import { answerClientError, answerFrameworkError, registerErrorHandling } from './error-handler';
import { trustProxyOption } from '@server/http/client-address';
import { registerInputGuard } from '@server/http/input-guard';
import { registerRequestValidation } from '@server/http/request-validation';
import { registerApiDocs } from '@server/http/api-docs';
import { healthRoutes } from '@server/health/routes';
import { catalogRoutes } from '@server/catalog/routes';
import { generatedArtRoutes } from '@server/media/art/routes';
import { registerForgeryProtection } from '@server/http/forgery-protection';
import { registerSessionHooks } from '@server/auth/sessions/hooks';
import { registerAnswerCaches, shareAnswerCaches } from '@server/http/response-cache/register';
import { authRoutes } from '@server/auth/routes';
import { passwordResetRoutes } from '@server/auth/password-reset/routes';
import { emailVerificationRoutes } from '@server/auth/email-verification/routes';
import { accountRoutes } from '@server/auth/account/routes';
import { notificationRoutes } from '@server/notifications/routes';
import { notificationMailRoutes } from '@server/notifications/mail/routes';
import { adminScope } from '@server/http/admin-scope';
import { adminCatalogRoutes } from '@server/catalog/admin-routes';
import { postModerationRoutes } from '@server/community/posts/admin-routes';
import { replyModerationRoutes } from '@server/community/replies/admin-routes';
import { adminReportRoutes } from '@server/community/reports/admin-routes';
import { dashboardRoutes } from '@server/dashboard/routes';
import { demoContentRoutes } from '@server/seed/routes';
import { importRoutes } from '@server/imports/routes';
import { adminUploadRoutes } from '@server/media/uploads/routes';
import { avatarRoutes } from '@server/media/avatars/routes';
import { communityRoutes } from '@server/community/routes';
import { createMediaStore } from '@server/media/store/create-media-store';
import { createImageWork, type ImageWork } from '@server/media/images/image-work';
import { registerAppPages, registerSiteFiles } from '@server/pages/routes';
import { registerPreviewImages } from '@server/pages/preview-image';
import { storyFeedRoutes } from '@server/imports/feeds/routes';
import type { MediaStore } from '@server/media/store/media-store';
import { registerUploadsServing } from '@server/media/uploads/static';
import { JobRunner } from '@server/jobs/runner';
import { MAIL_JOB } from '@server/mail/outbox';
import { mailSendJob } from '@server/mail/send-job';
import { adminMailRoutes } from '@server/mail/admin/routes';
import { createMailTransport } from '@server/mail/transport';
import { shopRoutes } from '@server/shop/routes';
import { ticketRoutes } from '@server/shop/tickets/routes';
import { doorRoutes } from '@server/shop/door/routes';
import { adminDoorRoutes } from '@server/shop/door/admin-routes';
import { adminCancellationRoutes } from '@server/shop/cancel/admin-routes';
import { adminPaymentRoutes } from '@server/shop/payments/admin-routes';
import { adminShopSettingsRoutes } from '@server/shop/delivery/admin-routes';
import { adminShopRoutes } from '@server/shop/orders/admin-routes';
import { registerShopJobs } from '@server/shop/jobs';
import { registerHousekeeping } from '@server/jobs/housekeeping';
import { deleteExpiredSessions } from '@server/auth/sessions/repository';
import { deleteSpentLinks } from '@server/auth/spent-links';
import { applyOrderRetention } from '@server/auth/account/deletion/order-retention';
import { deleteUnreachableVisitorCarts } from '@server/shop/cart/abandoned-carts';
import { forgetOldPresence } from '@server/community/members/repository';
import { deleteExpiredLimitCounters } from '@server/http/limits/database-rate-limit-store';
import { createPaystackGateway } from '@server/shop/payments/paystack';
import { newsletterRoutes } from '@server/newsletter/routes';
import { adminNewsletterRoutes } from '@server/newsletter/admin-routes';
import { sitePageRoutes } from '@server/site-pages/routes';
import { searchRoutes } from './search/routes';
import { adminSitePageRoutes } from '@server/site-pages/admin-routes';

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built client; the SPA is served from it when it exists. */
  clientDir?: string;
  /** Called for every route as it is added (the tests walk the route table with it). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
  /** Where images are stored; by default local disk, an S3 bucket or Cloudinary, as configured. */
  mediaStore?: MediaStore;
  /** Where limits are counted; by default Redis, the database or memory, as configured (limit-store.ts). */
  limitStore?: LimitStoreKind;
}

export async function buildApp({
  config,
  database,
  logger = false,
  clientDir,
  onRoute,
  mediaStore,
  limitStore: limitStoreKind,
}: AppOptions) {
  const app = Fastify({
    logger: logger && typeof logger === 'object' ? { serializers: { req: requestForLog }, ...logger } : logger,
    // One line per request instead of two, without the address as typed (server/http/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // A request's own logger is built on its first line (most write none).
    ...(logger ? { childLoggerFactory: lazyRequestLogger } : {}),
    // Behind proxies the client's address comes from the X-Forwarded-For entries they added (TRUST_PROXY).
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // A malformed URL (`%zz`) or an over-long path parameter gets the one error shape like any other 4xx.
    frameworkErrors: answerFrameworkError,
    // So do the errors Node's HTTP parser answers before Fastify sees a request (headers too large).
    clientErrorHandler: answerClientError,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate<Database>('database', database);
  app.decorate('config', config);
  // Until main.ts begins shutting down (server/health/routes.ts, /api/ready).
  app.decorate('draining', false);
  app.decorate<MediaStore>('mediaStore', mediaStore ?? createMediaStore(config));
  // One queue of image processes for the admin and avatar uploads, ended with the server.
  const imageWork = createImageWork(config.media);
  app.decorate<ImageWork>('imageWork', imageWork);
  app.addHook('onClose', async () => imageWork.close());
  // The one job runner; main.ts starts it polling, tests run its due jobs themselves.
  const jobs = new JobRunner(database.db, app.log, { pollMs: 1000 });
  app.decorate<JobRunner>('jobs', jobs);
  const mailTransport = createMailTransport(config.mail);
  jobs.handle(MAIL_JOB, mailSendJob(database.db, mailTransport, app.log));
  app.addHook('onClose', async () => {
    await jobs.stop();
    mailTransport?.close();
  });
  app.decorate(
    'paymentGateway',
    config.paystack ? createPaystackGateway({ ...config.paystack, timeoutMs: config.imports.timeoutMs }) : null,
  );
  registerRequestLog(app);
  registerErrorHandling(app);
  registerRequestValidation(app);
  if (onRoute) app.addHook('onRoute', onRoute);

  // Security headers on every answer, errors included (SECURITY.md).
  registerSecurityHeaders(app, config);

  // Parsing and serializing only: the session hooks read and write the one cookie themselves.
  await app.register(cookie, { hook: false });
  // Limits are applied per route (sign-in, join, posting), not globally, and counted where every server
  // sees the same counts: Redis, the database, or memory for the one server of an embedded database.
  const limitStore = await openLimitStore(limitStoreKind ?? defaultLimitStoreKind(config, database), {
    config,
    database,
    log: app.log,
  });
  app.decorate<LimitStore>('limitStore', limitStore);
  app.addHook('onClose', () => limitStore.close());
  await app.register(rateLimit, { global: false, ...rateLimitStoreOptions(limitStore) });
  registerForgeryProtection(app);
  registerInputGuard(app);
  registerSessionHooks(app);
  // Before any route: every write route declares the caches it empties.
  await shareAnswerCaches(app, database, registerAnswerCaches(app));
  // Counted only when METRICS_PORT is set; main.ts serves them on that port.
  app.decorate<Registry | null>('metrics', config.metrics ? registerMetrics(app) : null);

  if (config.apiDocs) await registerApiDocs(app, config);
  await app.register(healthRoutes);
  await app.register(catalogRoutes);
  await app.register(generatedArtRoutes);
  await app.register(authRoutes);
  await app.register(passwordResetRoutes);
  await app.register(emailVerificationRoutes);
  await app.register(accountRoutes);
  await app.register(notificationRoutes);
  await app.register(notificationMailRoutes);
  await app.register(avatarRoutes);
  await app.register(communityRoutes);
  await app.register(shopRoutes);
  await app.register(ticketRoutes);
  await app.register(doorRoutes);
  await app.register(newsletterRoutes);
  await app.register(sitePageRoutes);
  await app.register(searchRoutes);
  registerShopJobs(app);
  // The hourly round's tasks, one per feature whose rows expire (server/jobs/housekeeping.ts).
  registerHousekeeping(jobs, database.db, app.log, {
    expiredSessions: deleteExpiredSessions,
    spentLinks: deleteSpentLinks,
    unreachableCarts: deleteUnreachableVisitorCarts,
    oldPresence: forgetOldPresence,
    orderRetention: applyOrderRetention,
    expiredLimitCounters: deleteExpiredLimitCounters,
  });
  await app.register(
    adminScope([
      adminShopRoutes,
      adminPaymentRoutes,
      adminShopSettingsRoutes,
      adminDoorRoutes,
      adminCancellationRoutes,
      adminMailRoutes,
      adminNewsletterRoutes,
      adminSitePageRoutes,
      dashboardRoutes,
      adminCatalogRoutes,
      adminUploadRoutes,
      importRoutes,
      storyFeedRoutes,
      postModerationRoutes,
      replyModerationRoutes,
      adminReportRoutes,
      demoContentRoutes,
    ]),
  );
  await registerUploadsServing(app);
  registerSiteFiles(app);
  registerPreviewImages(app);

  if (clientDir && existsSync(path.join(clientDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      // '/' is a page like any other: server/pages answers it with the head of the home screen.
      index: false,
      // Vite writes .br and .gz beside each asset; the one the browser accepts is sent as it is.
      preCompressed: true,
      // Our own headers below; the plugin's default would overwrite them.
      cacheControl: false,
      // Vite fingerprints asset names, so they never change; index.html must always be revalidated.
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // Every other address answers with the app and the head of its page (server/pages).
    registerAppPages(app, clientDir);
  }

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
