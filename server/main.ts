// Production entry point: read configuration, open and migrate the database, seed an empty one,
// serve the API and the built client from one process, and shut down cleanly on a signal.
import pino from 'pino';
import { buildApp } from './app';
import { fromRoot } from './project-root';
import { ConfigError, loadConfig } from './config';
import { openConfiguredDatabase } from '@server/open-configured-database';
import { migrateDatabase } from '@server/db/migrate';
import { seedDatabase } from '@server/seed/seed-database';
import { bootstrapAdmin } from '@server/auth/bootstrap-admin';
import { enqueueHousekeeping } from '@server/jobs/housekeeping';
import { startMetricsServer, type MetricsServer } from '@server/http/metrics/metrics-server';
import { batchedLog } from '@server/http/batched-log';
import { startOperatorSocket, stopOperatorSocket } from '@server/operations/backup/operator-socket-lifecycle';
import { startBanner } from './start-banner';

/** How long a signal waits for the requests in flight before the process stops regardless. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const database = await openConfiguredDatabase(config, (error) =>
    process.stderr.write(`A database connection was closed by the server and will be replaced: ${error.message}\n`),
  );
  await migrateDatabase(database);
  const seeded = await seedDatabase(database, { demoContent: config.demoContent });
  const admin = await bootstrapAdmin(database.db, config.admin);

  // Log lines are written asynchronously (pino's SonicBoom), so a request never waits for stdout, and
  // handed to it one batch per turn of the event loop (batched-log.ts); what is still pending is written
  // out before the process exits. SonicBoom's own batching (minLength) is left off: it cost more per line
  // than it saved, and smaller batches fell behind a busy server (docs/performance.md, fixes 25 and 27).
  const logStream = batchedLog(pino.destination({ dest: 1, sync: false }));
  process.on('exit', () => {
    try {
      logStream.flushSync();
    } catch {
      // stdout already closed: nothing more can be written.
    }
  });
  const app = await buildApp({
    config,
    database,
    logger: { level: config.logLevel, stream: logStream },
    clientDir: fromRoot('dist', 'client'),
  });
  if (seeded.length > 0) app.log.info({ seeded }, 'seeded an empty database');
  // Mail, payment checks, order expiry and the hourly housekeeping: taken from the database's job table by
  // every server, each job by one.
  await enqueueHousekeeping(database.db);
  app.jobs.start();
  if (config.publicUrlIsDefault) {
    app.log.warn(
      `PUBLIC_URL is not set: links in page previews, feeds and the sitemap use ${config.publicUrl}. Set it to the site's address.`,
    );
  }
  if (database.driver === 'pglite' && config.databaseSync === 'off') {
    app.log.warn(
      'DATABASE_SYNC=off: commits are not flushed to disk, so a power cut or a crash of the machine can lose recent writes or corrupt the embedded database.',
    );
  }

  // A signal stops new connections, lets the requests in flight finish, then closes the database, so that
  // every answered write is stored and the embedded database is left consistent. A second signal, or
  // requests still running after the grace period, end the process at once.
  let stopping = false;
  let metricsServer: MetricsServer | null = null;
  const shutDown = (signal: NodeJS.Signals) => {
    if (stopping) {
      process.stderr.write(`${signal} again: stopping without waiting for the requests in flight.\n`);
      process.exit(1);
    }
    stopping = true;
    app.draining = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      process.stderr.write(
        `Shutting down took more than ${SHUTDOWN_GRACE_MS / 1000} s after ${signal}: stopping now.\n`,
      );
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // Node keeps a keep-alive connection open after its last answer until it times out (72 s), and closing
    // the server waits for it: close each one as soon as it is idle, so only the requests in flight count.
    setInterval(() => app.server.closeIdleConnections(), 100).unref();
    Promise.all([app.close(), metricsServer?.close(), stopOperatorSocket()])
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          process.stderr.write(
            `Griot did not shut down cleanly: ${error instanceof Error ? error.message : String(error)}\n`,
          );
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', shutDown);
  process.on('SIGTERM', shutDown);

  await app.listen({ port: config.port, host: config.host });
  // `npm run backup` asks this process for the embedded database it holds (DATA_DIR/operator.sock).
  await startOperatorSocket(config, database, app.log);
  if (config.metrics && app.metrics) {
    metricsServer = await startMetricsServer(app.metrics, config.metrics, (error) =>
      app.log.warn({ err: error }, 'the metrics could not be read'),
    );
    app.log.info({ host: config.metrics.host, port: metricsServer.port }, 'metrics served at /metrics');
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const where = database.driver === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  process.stdout.write(startBanner({ config, port, where, admin }));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Griot could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
