// Builds the Fastify app from its features. main.ts (production) and the tests both call this, so
// tests exercise exactly the routes, hooks and error handling that operators run.
import { lazyRequestLogger } from './http/lazy-request-logger';
import { LOG_SERIALIZERS, registerRequestLog } from './http/request-log';
import { registerMetrics } from '@server/http/metrics/app-metrics';
import path from 'node:path';
import { existsSync } from 'node:fs';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
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
import { answerClientError, frameworkErrorAnswer, registerErrorHandling } from './error-handler';
import { trustProxyOption } from '@server/http/client-address';
import { registerInputGuard } from '@server/http/input-guard';
import { registerRouteSchemas } from '@server/http/route-schemas';
import { registerApiDocs } from '@server/http/api-docs';
import { registerForgeryProtection } from '@server/http/forgery-protection';
import { registerAnswerCaches, shareAnswerCaches } from '@server/http/response-cache/register';
import { adminScope } from '@server/http/admin-scope';
import { demoContentRoutes } from '@server/seed/routes';
import { registerAppPages, registerSiteFiles } from '@server/pages/routes';
import { registerPreviewImages } from '@server/pages/preview-image';
import { JobRunner } from '@server/jobs/runner';
import { registerHousekeeping } from '@server/jobs/housekeeping';
import { deleteExpiredLimitCounters } from '@server/http/limits/database-rate-limit-store';
import { features } from './features';
import { registerRequestI18n } from '@server/http/request-i18n';
import { loadServerI18n } from '@server/lib/i18n/server-i18n';

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built client; the SPA is served from it when it exists. */
  clientDir?: string;
  /** Called for every route as it is added (the tests walk the route table with it). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
  /** Where images are stored; by default local disk, an S3 bucket or Cloudinary, as configured. */
  mediaStore?: FastifyInstance['mediaStore'];
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
  // Every locale's catalog, read once per process; `request.i18n` is the one a request is answered in.
  const i18n = await loadServerI18n();
  const app = Fastify({
    logger: logger && typeof logger === 'object' ? { serializers: LOG_SERIALIZERS, ...logger } : logger,
    // One line per request instead of two, without the address as typed (server/http/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // A request's own logger is built on its first line (most write none).
    ...(logger ? { childLoggerFactory: lazyRequestLogger } : {}),
    // Behind proxies the client's address comes from the X-Forwarded-For entries they added (TRUST_PROXY).
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // A malformed URL (`%zz`) or an over-long path parameter gets the one error shape like any other 4xx.
    frameworkErrors: frameworkErrorAnswer(i18n),
    // So do the errors Node's HTTP parser answers before Fastify sees a request (headers too large).
    clientErrorHandler: answerClientError,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate<Database>('database', database);
  app.decorate('config', config);
  // Until main.ts begins shutting down (server/health/routes.ts, /api/ready).
  app.decorate('draining', false);
  // Otherwise the media feature decorates the store configured.
  if (mediaStore) app.decorate<typeof mediaStore>('mediaStore', mediaStore);
  // The one job runner; main.ts starts it polling, tests run its due jobs themselves.
  const jobs = new JobRunner(database.db, app.log, { pollMs: 1000 });
  app.decorate<JobRunner>('jobs', jobs);
  app.addHook('onClose', async () => jobs.stop());
  registerRequestI18n(app, i18n);
  registerRequestLog(app);
  registerErrorHandling(app);
  registerRouteSchemas(app);
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
  // The features' decorations and hooks (the session's `request.user` among them), before any route.
  for (const feature of features) feature.setup?.(app);
  // Before any route: every write route declares the caches it empties.
  await shareAnswerCaches(app, database, registerAnswerCaches(app));
  // Counted only when METRICS_PORT is set; main.ts serves them on that port.
  app.decorate('metrics', config.metrics ? registerMetrics(app) : null);

  if (config.apiDocs) await registerApiDocs(app, config);
  // Each feature's part of a member's data, in the download's order (the features'), for the account routes.
  const accountData = features.flatMap((feature) => (feature.accountData ? [feature.accountData] : []));
  for (const feature of features)
    for (const routes of feature.routes ?? []) await app.register(routes, { accountData });
  for (const feature of features) feature.jobs?.(app);
  // The hourly round's tasks, one per feature whose rows expire (server/jobs/housekeeping.ts).
  registerHousekeeping(jobs, database.db, app.log, {
    ...Object.fromEntries(features.flatMap((feature) => Object.entries(feature.housekeeping ?? {}))),
    expiredLimitCounters: deleteExpiredLimitCounters,
  });
  await app.register(adminScope([...features.flatMap((feature) => feature.adminRoutes ?? []), demoContentRoutes]));
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
