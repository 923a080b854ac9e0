// Configuration comes only from environment variables, checked once at start with a clear
// message per bad value (see .env.example).
import path from 'node:path';
import { isValidEmail, PASSWORD_MIN } from '@shared/schemas/auth-limits';
import { isProxyAddress, type TrustProxySetting } from '@server/lib/proxy-addresses';
import type { DatabaseSync } from '@server/db/database';

export interface Config {
  port: number;
  /**
   * The site's address as people reach it (PUBLIC_URL, no trailing slash): canonical URLs, link previews,
   * feeds and the sitemap are built from it, never from a request's Host header, which the client writes.
   */
  publicUrl: string;
  /** Whether PUBLIC_URL was left unset (the server says so at start). */
  publicUrlIsDefault: boolean;
  host: string;
  dataDir: string;
  /** postgres://… when set; the embedded database under dataDir otherwise. */
  databaseUrl: string | null;
  /** Whether the embedded database flushes every commit to disk (DATABASE_SYNC); PostgreSQL has its own settings. */
  databaseSync: DatabaseSync;
  /** Whether an empty database receives the demo catalogue and community. */
  demoContent: boolean;
  logLevel: string;
  /** Whether the session cookie is marked Secure (set when the site is served over HTTPS). */
  secureCookies: boolean;
  /** Posts, replies and edits of either one member may write per hour. */
  communityLimits: { postsPerHour: number; repliesPerHour: number; editsPerHour: number };
  /** Sign-in and join attempts allowed per client address and per e-mail in 15 minutes. */
  authLimits: { attemptsPerIp: number; attemptsPerEmail: number };
  /** The first admin, created (or promoted) at start when both are set. */
  admin: { email: string; password: string } | null;
  /** Cloudinary, when both its cloud name and upload preset are set; local disk otherwise. */
  cloudinary: {
    cloudName: string;
    uploadPreset: string;
    baseUrl: string;
    apiKey: string | null;
    apiSecret: string | null;
  } | null;
  /**
   * An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2) when S3_BUCKET and its keys are set:
   * every server then keeps and serves the same images. `endpoint` is null for AWS itself.
   */
  s3: S3Settings | null;
  /** The third-party services behind the imports, and how long to wait for them. */
  imports: {
    musicBrainzUrl: string;
    musicBrainzContact: string;
    newsApiUrl: string;
    newsApiKey: string | null;
    timeoutMs: number;
    /** Tests only: private addresses story feeds may be fetched from anyway (the local test server). */
    feedsAllowedPrivateAddresses: string[];
  };
  /**
   * Which X-Forwarded-For entries name the client (SECURITY.md): none (false), those added by this many
   * proxies, or by proxies at these addresses or CIDR ranges.
   */
  trustProxy: TrustProxySetting;
  /** Whether the API documentation is served at /api/docs. */
  apiDocs: boolean;
  /**
   * Image uploads: avatars one member may upload per hour, images processed at once, and uploads that may
   * wait for them (more are answered 503), so a burst cannot grow memory without bound; the seconds one
   * image may take before its process is ended. Preview cards have a queue of the same size of their own.
   */
  media: { avatarsPerHour: number; imageWorkers: number; imageQueue: number; imageTaskSeconds: number };
  /** Paystack, when its secret key is set; without it the cart works and checkout says payments are off. */
  paystack: { secretKey: string; baseUrl: string } | null;
  /**
   * Outgoing mail: SMTP_URL (smtp:// or smtps://, with credentials) when set; otherwise messages wait in the
   * outbox. `from` is the sender every message names.
   */
  mail: { smtpUrl: string | null; from: string };
  /**
   * The admin's mailbox that the contact form writes to (CONTACT_TO). Without it the contact page says that
   * messages cannot be sent, and the form sends nothing.
   */
  contactTo: string | null;
  /** Checkouts one client address may start per hour. */
  /**
   * Checkouts one client address starts an hour; "Try again" and payment checks (each asks the gateway) one
   * client address makes an hour; free orders (whose receipt is mailed at once) one e-mail address gets an hour.
   */
  shopLimits: { checkoutsPerHour: number; paymentChecksPerHour: number; freeOrdersPerEmailPerHour: number };
  /** Searches one client address may have answered by the database per minute (kept answers are free). */
  searchLimits: { perMinute: number };
  /** Where /metrics listens (METRICS_PORT, METRICS_HOST: 127.0.0.1 by default); null when not served. */
  metrics: { port: number; host: string } | null;
  /**
   * Redis (REDIS_URL) to count every limit in, shared by every server using it; each key starts with
   * `keyPrefix` (REDIS_KEY_PREFIX). Null: the database counts them on PostgreSQL, memory on the embedded one.
   */
  redis: { url: string; keyPrefix: string } | null;
}

export interface S3Settings {
  endpoint: string | null;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function readBoolean(env: NodeJS.ProcessEnv, name: string, fallback: boolean, problems: string[]): boolean {
  const text = env[name]?.trim().toLowerCase();
  if (!text) return fallback;
  if (['true', '1', 'yes'].includes(text)) return true;
  if (['false', '0', 'no'].includes(text)) return false;
  problems.push(`${name} must be true or false (got "${env[name]}")`);
  return fallback;
}

function readCount(env: NodeJS.ProcessEnv, name: string, fallback: number, problems: string[]): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < 1) {
    problems.push(`${name} must be a whole number of at least 1 (got "${text}")`);
    return fallback;
  }
  return Number(text);
}

/** A base URL without its trailing slash. */
function readUrl(env: NodeJS.ProcessEnv, name: string, fallback: string, problems: string[]): string {
  const text = env[name]?.trim() || fallback;
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
  } catch {
    problems.push(`${name} must be an http(s) URL (got "${text}")`);
  }
  return text.replace(/\/+$/, '');
}

/**
 * TRUST_PROXY: false, a hop count or proxy addresses. `true` (trust every hop) is refused: the left-most
 * X-Forwarded-For entry is written by the client, so it would choose its own address for the limits.
 */
function readTrustProxy(env: NodeJS.ProcessEnv, problems: string[]): TrustProxySetting {
  const text = env.TRUST_PROXY?.trim() ?? '';
  const lower = text.toLowerCase();
  if (['', 'false', 'no', '0'].includes(lower)) return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries;
  problems.push(
    ['true', 'yes'].includes(lower)
      ? `TRUST_PROXY=${text} would let clients choose their own address: set it to the number of proxies in front of Griot (usually 1) or to their addresses or CIDR ranges (e.g. 10.0.0.0/8)`
      : `TRUST_PROXY must be false, the number of proxies in front of Griot (e.g. 1) or a comma-separated list of their addresses or CIDR ranges (got "${text}")`,
  );
  return false;
}

/** DATABASE_SYNC: durable commits unless the operator trades them for speed (docs/decisions/010-durable-commits.md). */
function readDatabaseSync(env: NodeJS.ProcessEnv, problems: string[]): DatabaseSync {
  const text = env.DATABASE_SYNC?.trim().toLowerCase() || 'commit';
  if (text === 'commit' || text === 'off') return text;
  problems.push(
    `DATABASE_SYNC must be commit (flush every commit to disk) or off (leave writes to the operating system) (got "${env.DATABASE_SYNC}")`,
  );
  return 'commit';
}

/** An http(s) address with nothing after the host and port (a trailing slash aside). */
function isOrigin(text: string): boolean {
  try {
    const url = new URL(text);
    return /^https?:$/.test(url.protocol) && url.pathname === '/' && !url.search && !url.hash && !url.username;
  } catch {
    return false;
  }
}

/** Names S3 and its look-alikes accept: 3 to 63 letters, digits, dots, hyphens (and B2's underscores). */
const S3_BUCKET_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{1,61}[A-Za-z0-9]$/;

/** The S3_* variables: all or nothing of the bucket and its keys; the endpoint, when set, an http(s) URL. */
function readS3(env: NodeJS.ProcessEnv, problems: string[]): S3Settings | null {
  const endpoint = env.S3_ENDPOINT?.trim() || null;
  const bucket = env.S3_BUCKET?.trim() || '';
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || '';
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() || '';
  const region = env.S3_REGION?.trim() || 'us-east-1';
  if (!endpoint && !bucket && !accessKeyId && !secretAccessKey) return null;

  const required = { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey };
  const missing = Object.entries(required).filter(([, value]) => !value);
  if (missing.length > 0) {
    problems.push(
      `S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (missing: ${missing.map(([name]) => name).join(', ')})`,
    );
  }
  if (bucket && !S3_BUCKET_NAME.test(bucket)) {
    problems.push(
      `S3_BUCKET must be a bucket name: 3 to 63 letters, digits, dots, hyphens or underscores (got "${bucket}")`,
    );
  }
  if (endpoint && !isOrigin(endpoint)) {
    problems.push(
      `S3_ENDPOINT must be the store's http(s) address without a path, such as https://<account>.r2.cloudflarestorage.com or http://127.0.0.1:9000 (got "${endpoint}")`,
    );
  }
  if (!/^[a-z0-9-]{1,40}$/.test(region)) {
    problems.push(`S3_REGION must be a region name such as us-east-1, eu-west-2 or auto (got "${region}")`);
  }
  if (missing.length > 0) return null;
  return { endpoint: endpoint?.replace(/\/+$/, '') ?? null, region, bucket, accessKeyId, secretAccessKey };
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** An http(s) origin, optionally with a path (a site under /griot), kept without its trailing slash. */
function readPublicUrl(text: string, problems: string[]): string {
  try {
    const url = new URL(text);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && !url.search && !url.hash && !url.username) {
      return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
    }
  } catch {
    // reported below
  }
  problems.push(
    `PUBLIC_URL must be the site's http:// or https:// address, such as https://griot.example (got "${text}")`,
  );
  return '';
}

/** REDIS_URL (redis:// or rediss://, a host, at most a database number for a path) and the keys' prefix. */
function readRedis(env: NodeJS.ProcessEnv, problems: string[]): Config['redis'] {
  const keyPrefix = env.REDIS_KEY_PREFIX?.trim() || 'griot:';
  if (!/^[\x21-\x7e]{1,64}$/.test(keyPrefix)) {
    problems.push('REDIS_KEY_PREFIX must be 1 to 64 printable characters without spaces');
  }
  const url = env.REDIS_URL?.trim() || '';
  if (!url) return null;
  let valid = false;
  try {
    const parsed = new URL(url);
    valid = ['redis:', 'rediss:'].includes(parsed.protocol) && !!parsed.hostname && /^\/?\d*$/.test(parsed.pathname);
  } catch {
    // reported below
  }
  // The value is not repeated: it may hold a password.
  if (!valid) problems.push('REDIS_URL must look like redis://host:6379 or rediss://user:password@host:6380/0');
  return { url, keyPrefix };
}

/** The host name of the site's address, for the default sender; localhost when it is not a URL. */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];

  const portText = env.PORT?.trim() || '3000';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 0 || port > 65_535) {
    problems.push(`PORT must be a whole number from 0 to 65535 (got "${portText}")`);
  }

  const publicUrlText = env.PUBLIC_URL?.trim() || '';
  const publicUrl = publicUrlText ? readPublicUrl(publicUrlText, problems) : `http://localhost:${port}`;

  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\/.+/.test(databaseUrl)) {
    problems.push(
      'DATABASE_URL must start with postgres:// or postgresql:// (leave it unset for the embedded database)',
    );
  }

  const databaseSync = readDatabaseSync(env, problems);
  const demoContent = readBoolean(env, 'DEMO_CONTENT', true, problems);
  const trustProxy = readTrustProxy(env, problems);
  const apiDocs = readBoolean(env, 'API_DOCS', true, problems);
  const secureCookies = readBoolean(env, 'SESSION_SECURE_COOKIE', false, problems);
  const attemptsPerIp = readCount(env, 'AUTH_MAX_ATTEMPTS_PER_IP', 50, problems);
  const attemptsPerEmail = readCount(env, 'AUTH_MAX_ATTEMPTS_PER_EMAIL', 10, problems);
  const postsPerHour = readCount(env, 'COMMUNITY_MAX_POSTS_PER_HOUR', 20, problems);
  const repliesPerHour = readCount(env, 'COMMUNITY_MAX_REPLIES_PER_HOUR', 120, problems);
  const editsPerHour = readCount(env, 'COMMUNITY_MAX_EDITS_PER_HOUR', 60, problems);
  const avatarsPerHour = readCount(env, 'MEDIA_MAX_AVATARS_PER_HOUR', 10, problems);
  const imageWorkers = readCount(env, 'MEDIA_IMAGE_WORKERS', 1, problems);
  const imageQueue = readCount(env, 'MEDIA_IMAGE_QUEUE', 10, problems);
  const imageTaskSeconds = readCount(env, 'MEDIA_IMAGE_TASK_SECONDS', 10, problems);

  // Private feed addresses open the import's address guard (SECURITY.md): the tests' fake outlet only.
  const feedsAllowedPrivateAddresses = (env.STORY_FEEDS_ALLOW_ADDRESSES ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  if (feedsAllowedPrivateAddresses.length > 0 && env.NODE_ENV !== 'test')
    problems.push(
      'STORY_FEEDS_ALLOW_ADDRESSES opens the story import to private addresses and is for tests only (NODE_ENV=test)',
    );

  const adminEmail = env.ADMIN_EMAIL?.trim() || '';
  const adminPassword = env.ADMIN_PASSWORD ?? '';
  if (Boolean(adminEmail) !== Boolean(adminPassword))
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  if (adminEmail && !isValidEmail(adminEmail))
    problems.push(`ADMIN_EMAIL must be an e-mail address (got "${adminEmail}")`);
  if (adminPassword && adminPassword.length < PASSWORD_MIN)
    problems.push(`ADMIN_PASSWORD must be at least ${PASSWORD_MIN} characters`);

  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);
  }

  const cloudName = env.CLOUDINARY_CLOUD_NAME?.trim() || '';
  const uploadPreset = env.CLOUDINARY_UPLOAD_PRESET?.trim() || '';
  if (Boolean(cloudName) !== Boolean(uploadPreset))
    problems.push('CLOUDINARY_CLOUD_NAME and CLOUDINARY_UPLOAD_PRESET must be set together');
  const cloudinaryUrl = readUrl(env, 'CLOUDINARY_URL', 'https://api.cloudinary.com', problems);
  const s3 = readS3(env, problems);
  // One store holds every image: a second one would split them, each server answering for half.
  if (cloudName && uploadPreset && s3) {
    problems.push(
      'Choose one image store: Cloudinary (CLOUDINARY_CLOUD_NAME, CLOUDINARY_UPLOAD_PRESET) or S3 (S3_BUCKET and its keys), not both',
    );
  }
  const musicBrainzUrl = readUrl(env, 'MUSICBRAINZ_URL', 'https://musicbrainz.org', problems);
  const newsApiUrl = readUrl(env, 'NEWS_API_URL', 'https://newsapi.org', problems);
  const timeoutMs = readCount(env, 'EXTERNAL_TIMEOUT_MS', 8000, problems);

  const paystackKey = env.PAYSTACK_SECRET_KEY?.trim() || '';
  const paystackUrl = readUrl(env, 'PAYSTACK_URL', 'https://api.paystack.co', problems);
  // Paystack sends buyers back to PUBLIC_URL: without it they would land on localhost.
  if (paystackKey && !publicUrlText) {
    problems.push('PAYSTACK_SECRET_KEY needs PUBLIC_URL: Paystack sends buyers back to the site at that address');
  }
  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl && !/^smtps?:\/\/[^\s]+$/.test(smtpUrl)) {
    problems.push('SMTP_URL must look like smtp://user:password@host:587 or smtps://user:password@host:465');
  }
  const mailFrom = env.MAIL_FROM?.trim() || `Griot <no-reply@${hostOf(publicUrl)}>`;
  const contactTo = env.CONTACT_TO?.trim() || null;
  if (contactTo && !isValidEmail(contactTo)) problems.push(`CONTACT_TO must be an e-mail address (got "${contactTo}")`);
  const checkoutsPerHour = readCount(env, 'SHOP_MAX_CHECKOUTS_PER_HOUR', 30, problems);
  const paymentChecksPerHour = readCount(env, 'SHOP_MAX_PAYMENT_CHECKS_PER_HOUR', 60, problems);
  const freeOrdersPerEmailPerHour = readCount(env, 'SHOP_MAX_FREE_ORDERS_PER_EMAIL_PER_HOUR', 5, problems);
  const searchesPerMinute = readCount(env, 'SEARCH_MAX_PER_MINUTE', 300, problems);
  const metricsPortText = env.METRICS_PORT?.trim() || '';
  if (metricsPortText && (!/^\d+$/.test(metricsPortText) || Number(metricsPortText) > 65_535)) {
    problems.push(`METRICS_PORT must be a whole number from 0 to 65535 (got "${metricsPortText}")`);
  }
  if (metricsPortText && metricsPortText === portText) {
    problems.push('METRICS_PORT must differ from PORT: the metrics are never served on the public port');
  }
  const redis = readRedis(env, problems);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    publicUrl,
    publicUrlIsDefault: !publicUrlText,
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR?.trim() || './data'),
    databaseUrl,
    databaseSync,
    demoContent,
    logLevel,
    trustProxy,
    apiDocs,
    secureCookies,
    authLimits: { attemptsPerIp, attemptsPerEmail },
    communityLimits: { postsPerHour, repliesPerHour, editsPerHour },
    media: { avatarsPerHour, imageWorkers, imageQueue, imageTaskSeconds },
    paystack: paystackKey ? { secretKey: paystackKey, baseUrl: paystackUrl } : null,
    mail: { smtpUrl, from: mailFrom },
    contactTo,
    shopLimits: { checkoutsPerHour, paymentChecksPerHour, freeOrdersPerEmailPerHour },
    searchLimits: { perMinute: searchesPerMinute },
    metrics: metricsPortText ? { port: Number(metricsPortText), host: env.METRICS_HOST?.trim() || '127.0.0.1' } : null,
    redis,
    admin: adminEmail && adminPassword ? { email: adminEmail, password: adminPassword } : null,
    cloudinary:
      cloudName && uploadPreset
        ? {
            cloudName,
            uploadPreset,
            baseUrl: cloudinaryUrl,
            apiKey: env.CLOUDINARY_API_KEY?.trim() || null,
            apiSecret: env.CLOUDINARY_API_SECRET?.trim() || null,
          }
        : null,
    s3,
    imports: {
      musicBrainzUrl,
      musicBrainzContact: env.MUSICBRAINZ_CONTACT?.trim() || adminEmail || 'admin@griot.local',
      newsApiUrl,
      newsApiKey: env.NEWS_API_KEY?.trim() || null,
      timeoutMs,
      feedsAllowedPrivateAddresses,
    },
  };
}
