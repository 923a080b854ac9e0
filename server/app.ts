// Builds the Fastify app from its features. main.ts (production) and the tests both call this, so
// tests exercise exactly the routes, hooks and error handling that operators run.
import path from 'node:path';
import { existsSync } from 'node:fs';
import Fastify, { type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from 'helmet';
import { precomputedHeaders } from './http/security-headers';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config';
import type { Database } from './db/database';
import { answerFrameworkError, registerErrorHandling } from './error-handler';
import { registerInputGuard } from './http/input-guard';
import { registerApiDocs } from './http/api-docs';
import { healthRoutes } from './health/routes';
import { catalogRoutes } from './catalog/routes';
import { generatedArtRoutes } from './media/generated-art-routes';
import { registerForgeryProtection } from './http/forgery-protection';
import { registerSessionHooks } from './auth/session-hooks';
import { registerCatalogCache } from './catalog/catalog-cache';
import { registerCommunityCache } from './community/visitor-cache';
import { authRoutes } from './auth/routes';
import { adminRoutes } from './admin/admin-routes';
import { avatarRoutes } from './media/avatar-routes';
import { communityRoutes } from './community/routes';
import { createMediaStore } from './media/create-media-store';
import type { MediaStore } from './media/media-store';
import { registerUploadsServing } from './media/uploads-static';

const PLAIN_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where Cloudinary delivers the images it stores (the secure_url of an upload). */
const CLOUDINARY_DELIVERY_ORIGIN = 'https://res.cloudinary.com';
const PERMISSIONS_POLICY =
  'accelerometer=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()';

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built client; the SPA is served from it when it exists. */
  clientDir?: string;
  /** Called for every route as it is added (the tests walk the route table with it). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
  /** Where images are stored; by default local disk or Cloudinary, as configured. */
  mediaStore?: MediaStore;
}

export async function buildApp({ config, database, logger = false, clientDir, onRoute, mediaStore }: AppOptions) {
  const app = Fastify({
    logger,
    // Behind a load balancer the client's address comes from X-Forwarded-For.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // ajv-formats accepts `urn:uuid:…` as a uuid, which the database refuses: ids are the plain form only.
    ajv: { onCreate: (ajv) => ajv.addFormat('uuid', PLAIN_UUID) },
    // A malformed URL (`%zz`) or an over-long path parameter gets the one error shape like any other 4xx.
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate<Database>('database', database);
  app.decorate('config', config);
  app.decorate<MediaStore>('mediaStore', mediaStore ?? createMediaStore(config));
  registerErrorHandling(app);
  if (onRoute) app.addHook('onRoute', onRoute);

  // Security headers (SECURITY.md). The policy is spelled out in full (no helmet defaults): the built
  // client has no inline script or style; images are our own (/uploads, /media), data: and blob: previews,
  // and Cloudinary's delivery host only when Cloudinary stores them. /api/docs sends its own policy.
  const securityHeaders = precomputedHeaders(helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(config.cloudinary ? [CLOUDINARY_DELIVERY_ORIGIN] : [])],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        // Only a site served over HTTPS (Secure cookies) can ask browsers to upgrade its requests.
        ...(config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    // Nothing leaves for other sites; same-origin requests keep theirs (and forms their Origin header).
    referrerPolicy: { policy: 'same-origin' },
    // HSTS only when the site is served over HTTPS, which Secure cookies say.
    hsts: config.secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  }));
  // Helmet has no Permissions-Policy: the app uses none of these browser features.
  securityHeaders['permissions-policy'] = PERMISSIONS_POLICY;
  // Computed once: @fastify/helmet would build the whole policy again on every request.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });

  await app.register(cookie);
  // Limits are applied per route (sign-in, join, posting), not globally.
  await app.register(rateLimit, { global: false });
  registerForgeryProtection(app);
  registerInputGuard(app);
  registerSessionHooks(app);
  // Before any route: admin writes (registered later) must empty the public catalogue's cache.
  registerCatalogCache(app);
  registerCommunityCache(app);

  await registerApiDocs(app);
  await app.register(healthRoutes);
  await app.register(catalogRoutes);
  await app.register(generatedArtRoutes);
  await app.register(authRoutes);
  await app.register(avatarRoutes);
  await app.register(communityRoutes);
  await app.register(adminRoutes);
  await registerUploadsServing(app);

  if (clientDir && existsSync(path.join(clientDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
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
  }

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
