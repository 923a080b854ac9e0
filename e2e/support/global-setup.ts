// Runs once before the browser tests: starts the built app on the embedded database with demo content
// and, when TEST_DATABASE_URL is set, a second copy on a fresh PostgreSQL database.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { TEST_NEWS_KEY } from '@server/test/fakes/news';
import { startServerProcess, type ServerProcess } from '@server/test/processes/server-process';
import { freePort } from '@server/test/processes/ports';
import { TEST_PAYSTACK_KEY } from '@server/test/fakes/paystack';
import { startFakeServices } from './fake-services';
import { CONTACT_MAILBOX } from './mail';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    postgresBaseUrl: string | null;
    adminCredentials: { email: string; password: string };
    fakeServicesUrl: string;
    /** The fake outlet's feeds, on 127.0.0.1 (which the servers under test may fetch feeds from). */
    feedsUrl: string;
    newsApiKey: string;
    /** A copy of the app configured for Cloudinary (pointing at the fake services), for the hosting test. */
    cloudinaryBaseUrl: string;
    /** The copy without SMTP_URL (the Cloudinary one): its mail is held in the outbox. */
    heldMailBaseUrl: string;
  }
}

// One database per run, so that two runs on one server never drop each other's.
const E2E_DATABASE = `griot_e2e_${process.pid}`;
const ADMIN = { email: 'admin@griot.test', password: 'e2e-admin-passphrase' };
// The browser suites sign in many times from one address; the limits themselves are proven by API tests.
const SERVER_ENV = {
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  AUTH_MAX_ATTEMPTS_PER_IP: '10000',
  AUTH_MAX_ATTEMPTS_PER_EMAIL: '10000',
};

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(new URL('../../dist/client/index.html', import.meta.url))) {
    throw new Error('Build the client first (npm run build); npm run test:e2e does this.');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'griot-e2e-'));
  const servers: ServerProcess[] = [];
  project.provide('adminCredentials', ADMIN);
  const fakes = await startFakeServices();
  project.provide('fakeServicesUrl', fakes.url);
  project.provide('newsApiKey', TEST_NEWS_KEY);
  project.provide('feedsUrl', fakes.feeds.url);
  const serverEnv = {
    ...SERVER_ENV,
    DATA_DIR: dataDir,
    MUSICBRAINZ_URL: fakes.musicBrainz.url,
    NEWS_API_URL: fakes.news.url,
    NEWS_API_KEY: TEST_NEWS_KEY,
    EXTERNAL_TIMEOUT_MS: '3000',
    // The fake outlet's feeds are on this machine, which a real server never fetches from: a test server only.
    NODE_ENV: 'test',
    STORY_FEEDS_ALLOW_ADDRESSES: '127.0.0.1',
  };
  // The shop's copies take payments from the fake Paystack and mail through the fake SMTP server; Paystack
  // sends buyers back to PUBLIC_URL, so a copy's port is chosen first, and tells each copy of its own
  // payments.
  const startShop = async (env: Record<string, string>) => {
    const port = await freePort();
    const shopEnv = {
      ...env,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PAYSTACK_SECRET_KEY: TEST_PAYSTACK_KEY,
      PAYSTACK_URL: fakes.paystack.url,
      SMTP_URL: fakes.smtp.url,
      MAIL_FROM: 'Griot <shop@griot.test>',
      // The contact form's mailbox: its messages arrive at the fake SMTP server too.
      CONTACT_TO: CONTACT_MAILBOX,
      SHOP_MAX_CHECKOUTS_PER_HOUR: '10000',
      SHOP_MAX_PAYMENT_CHECKS_PER_HOUR: '10000',
      SHOP_MAX_FREE_ORDERS_PER_EMAIL_PER_HOUR: '10000',
    };
    const server = await startServerProcess(shopEnv, { port });
    servers.push(server);
    return server;
  };
  fakes.paystack.webhookUrl = (transaction) =>
    new URL('/api/payments/paystack/webhook', transaction.callbackUrl).toString();
  const embedded = await startShop(serverEnv);
  project.provide('baseUrl', embedded.url);

  const cloudinaryDir = mkdtempSync(path.join(tmpdir(), 'griot-e2e-cloudinary-'));
  const withCloudinary = await startServerProcess({
    ...serverEnv,
    DATA_DIR: cloudinaryDir,
    DEMO_CONTENT: 'false',
    CLOUDINARY_URL: fakes.cloudinary.url,
    CLOUDINARY_CLOUD_NAME: fakes.cloudinary.cloudName,
    CLOUDINARY_UPLOAD_PRESET: 'griot-unsigned',
    CLOUDINARY_API_KEY: fakes.cloudinary.credentials.apiKey,
    CLOUDINARY_API_SECRET: fakes.cloudinary.credentials.apiSecret,
  });
  servers.push(withCloudinary);
  project.provide('cloudinaryBaseUrl', withCloudinary.url);
  project.provide('heldMailBaseUrl', withCloudinary.url);

  const adminUrl = process.env.TEST_DATABASE_URL?.trim();
  let postgresUrl: URL | null = null;
  if (adminUrl) {
    await adminQuery(adminUrl, `drop database if exists ${E2E_DATABASE} with (force)`);
    await adminQuery(adminUrl, `create database ${E2E_DATABASE}`);
    postgresUrl = new URL(adminUrl);
    postgresUrl.pathname = `/${E2E_DATABASE}`;
    const onPostgres = await startShop({ ...serverEnv, DATABASE_URL: postgresUrl.toString() });
    project.provide('postgresBaseUrl', onPostgres.url);
  } else {
    project.provide('postgresBaseUrl', null);
  }

  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await fakes.stop();
    rmSync(cloudinaryDir, { recursive: true, force: true });
    if (adminUrl) await adminQuery(adminUrl, `drop database if exists ${E2E_DATABASE} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
