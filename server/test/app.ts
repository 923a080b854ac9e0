// Boots the real app on an empty, migrated database for one test; `app.inject` drives it without a socket.
import { afterAll, afterEach, beforeEach } from 'vitest';
import { buildApp, type App, type AppOptions } from '@server/app';
import { loadConfig, type Config } from '@server/config';
import type { Database, DatabaseDriver } from '@server/db/database';
import { reusedDatabase } from './reused-database';

export interface TestContext {
  app: App;
  database: Database;
  /** Every route the app registered, as Fastify saw it. */
  routes: Array<{ method: string; url: string }>;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ DATA_DIR: '/tmp/griot-unused', LOG_LEVEL: 'silent' }), ...overrides };
}

/**
 * Registers hooks that give every test of the enclosing `describe` its own app and an empty database.
 * Read the context inside tests (it is replaced before each one). With `clientDir` (a folder holding an
 * index.html) the app also serves its pages; with `logLines` every line it logs, at every level, lands there;
 * `limitStore` counts the limits elsewhere than configured (the database store on PGlite).
 */
export function useTestApp(
  driver: DatabaseDriver,
  overrides: Partial<Config> = {},
  {
    clientDir,
    logLines,
    limitStore,
  }: { clientDir?: string; logLines?: string[]; limitStore?: AppOptions['limitStore'] } = {},
): TestContext {
  const context = {} as TestContext;
  // One database for the describe, emptied before each test (reused-database.ts).
  const databases = reusedDatabase(driver);
  beforeEach(async () => {
    context.database = await databases.take();
    context.routes = [];
    context.app = await buildApp({
      config: testConfig(overrides),
      database: context.database,
      clientDir,
      limitStore,
      ...(logLines
        ? { logger: { level: 'trace', stream: { write: (line: string) => void logLines.push(line) } } }
        : process.env.TEST_LOG
          ? { logger: { level: 'error' } }
          : {}),
      onRoute: ({ method, url }) => {
        for (const m of [method].flat()) context.routes.push({ method: m, url });
      },
    });
    await context.app.ready();
  });
  afterEach(async () => {
    await context.app?.close();
    await databases.giveBack();
  });
  afterAll(() => databases.dispose());
  return context;
}
