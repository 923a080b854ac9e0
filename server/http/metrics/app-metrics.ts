// What /metrics tells an operator, in Prometheus's format (prom-client): requests by route and status and
// their latency, the process and its event loop's lag (prom-client's defaults), the database pool, the
// kept answers' hits and misses (their ratio is rate(hits) / (rate(hits) + rate(misses))), and the mail and
// jobs waiting. Built only when METRICS_PORT is set: a server without it counts nothing.
import { and, count, eq, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { jobs, mailMessages } from '@server/db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    /** The counts /metrics serves; null when METRICS_PORT is not set. */
    metrics: Registry | null;
  }
}

/** Requests of no route (404s for any address) share one label, so scanners cannot grow the series. */
const UNMATCHED = 'unmatched';

export function registerMetrics(app: FastifyInstance): Registry {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'griot_http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'griot_http_request_duration_seconds',
    help: 'Time to answer a request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  app.addHook('onResponse', function countRequest(request, reply, done) {
    const route = request.routeOptions.url ?? UNMATCHED;
    requests.inc({ method: request.method, route, status: reply.statusCode });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    done();
  });

  const caches = app.answerCaches;
  const cacheCounter = (name: string, help: string, read: (cache: (typeof caches)['catalog']) => number) =>
    new Counter({
      name,
      help,
      labelNames: ['cache'] as const,
      registers,
      collect() {
        this.reset();
        for (const [cache, answers] of Object.entries(caches)) this.inc({ cache }, read(answers));
      },
    });
  cacheCounter('griot_answer_cache_hits_total', 'Answers served from a kept answer', (cache) => cache.hits);
  cacheCounter('griot_answer_cache_misses_total', 'Answers the database had to be asked for', (cache) => cache.misses);

  const database = app.database;
  if (database.driver === 'postgres') {
    new Gauge({
      name: 'griot_db_pool_connections',
      help: 'Connections of the database pool: open, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers,
      collect() {
        this.set({ state: 'open' }, database.pool.totalCount);
        this.set({ state: 'idle' }, database.pool.idleCount);
        this.set({ state: 'waiting' }, database.pool.waitingCount);
      },
    });
  }

  const db = database.db;
  new Gauge({
    name: 'griot_mail_queue_depth',
    help: 'Messages waiting to be sent',
    registers,
    async collect() {
      const [row] = await db.select({ n: count() }).from(mailMessages).where(eq(mailMessages.status, 'queued'));
      this.set(row?.n ?? 0);
    },
  });
  new Gauge({
    name: 'griot_jobs_due',
    help: 'Background jobs due and not yet done (mail, payment checks, expiries, housekeeping)',
    registers,
    async collect() {
      const [row] = await db
        .select({ n: count() })
        .from(jobs)
        .where(and(isNull(jobs.doneAt), isNull(jobs.failedAt), lte(jobs.runAt, sql`now()`)));
      this.set(row?.n ?? 0);
    },
  });
  return registry;
}
