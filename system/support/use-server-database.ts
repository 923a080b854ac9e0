// The setup every system test shares: a database of its own for the enclosing describe, made before its
// tests and dropped after them, and server processes on it, all ended after the tests even when one fails.
import { afterAll, beforeAll } from 'vitest';
import type { Database, DatabaseDriver } from '@server/db/database';
import { startServerProcess, stopAllServers, type ServerProcess } from '@server/test/processes/server-process';
import { createServerDatabase, type ServerDatabase } from './server-databases';

// No demo content to count around, and limits far above the streams of writes the tests send.
const SYSTEM_ENV = {
  DEMO_CONTENT: 'false',
  AUTH_MAX_ATTEMPTS_PER_IP: '10000',
  AUTH_MAX_ATTEMPTS_PER_EMAIL: '10000',
  COMMUNITY_MAX_POSTS_PER_HOUR: '10000',
  COMMUNITY_MAX_REPLIES_PER_HOUR: '10000',
};

export interface ServerDatabaseFixture {
  /** Starts a server process on the database (with `env` besides) and waits until it is healthy. */
  startServer(env?: Record<string, string>): Promise<ServerProcess>;
  /** Opens the database directly (for PGlite, only while no server has it open). */
  open(): Promise<Database>;
}

export function useServerDatabase(driver: DatabaseDriver): ServerDatabaseFixture {
  let database: ServerDatabase | undefined;
  beforeAll(async () => {
    database = await createServerDatabase(driver);
  });
  afterAll(async () => {
    await stopAllServers();
    await database?.dispose();
  });
  const current = () => {
    if (!database) throw new Error('The database is made before the tests run: use it inside a test or hook.');
    return database;
  };
  return {
    startServer: (env = {}) => startServerProcess({ ...SYSTEM_ENV, ...env, ...current().env }),
    open: () => current().open(),
  };
}
