// Security headers (SECURITY.md), computed once at start: helmet's middleware runs against a stand-in
// response and what it set is kept, instead of @fastify/helmet building the policy again per request.
//
// Two sets. Documents (the app's HTML, its assets, images) get the whole policy. JSON answers under /api/
// are never rendered as a page, so they get the headers that matter for an API (OWASP's REST Security
// Cheat Sheet): no sniffing, no framing, no cross-origin embedding, HSTS, and a policy that loads nothing.
// About a quarter of the bytes, which every answer and every client pays for (docs/performance.md).
// The one difference between documents: a camera screen's page (the door's check-in, which scans tickets'
// QR codes) may use the camera, on this site only; every other page may not (shared/routes.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import helmet from 'helmet';
import type { Config } from '@server/config';
import { isCameraScreen } from '@shared/routes';

type Middleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;
type Headers = Record<string, string>;

/** Where Cloudinary delivers the images it stores (the secure_url of an upload). */
const CLOUDINARY_DELIVERY_ORIGIN = 'https://res.cloudinary.com';
/** The browser features a page could ask for: every one is off, but the camera on a camera screen's page. */
const BROWSER_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
];
const permissionsPolicy = (allowed: readonly string[]) =>
  BROWSER_FEATURES.map((feature) => `${feature}=(${allowed.includes(feature) ? 'self' : ''})`).join(', ');
/** The page policy's base-uri, object-src and frame-ancestors, with default-src 'none': a JSON answer loads nothing at all. */
const API_CSP = "default-src 'none';base-uri 'none';object-src 'none';frame-ancestors 'none'";
/** The document headers an API answer keeps as they are. */
const API_KEEPS = [
  'x-content-type-options',
  'x-frame-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
];
/** The API documentation is an HTML page (swagger-ui sends its own policy): it gets the document set. */
const API_DOCS = '/api/docs';

export function precomputedHeaders(middleware: Middleware): Headers {
  const headers: Headers = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error instanceof Error ? error : new Error('helmet failed');
  });
  return headers;
}

/** The policy is spelled out in full (no helmet defaults): the built client has no inline script or style. */
export function documentHeaders(config: Pick<Config, 'cloudinary' | 'secureCookies'>): Headers {
  const headers = precomputedHeaders(
    helmet({
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
          // Our own images (/uploads, /media), data: and blob: previews, Cloudinary's host when it stores them.
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
    }),
  );
  // Helmet has no Permissions-Policy: no page uses these browser features (the camera screens' below).
  headers['permissions-policy'] = permissionsPolicy([]);
  return headers;
}

/** A camera screen's page: the document set, whose policy lets this site's page (no frame of another) use the camera. */
export function cameraDocumentHeaders(documents: Headers): Headers {
  return { ...documents, 'permissions-policy': permissionsPolicy(['camera']) };
}

export function apiHeaders(documents: Headers): Headers {
  const headers: Headers = { 'content-security-policy': API_CSP };
  for (const name of API_KEEPS) if (documents[name]) headers[name] = documents[name];
  return headers;
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'cloudinary' | 'secureCookies'>,
): void {
  const documents = documentHeaders(config);
  const api = apiHeaders(documents);
  const cameraDocuments = cameraDocumentHeaders(documents);
  const securityHeaders: onRequestHookHandler = (request, reply, done) => {
    const url = request.url;
    if (url.startsWith('/api/') && !url.startsWith(API_DOCS)) reply.headers(api);
    else reply.headers(isCameraScreen(url.split('?', 1)[0]!) ? cameraDocuments : documents);
    done();
  };
  app.addHook('onRequest', securityHeaders);
}
