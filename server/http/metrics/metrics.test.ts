import { describe, expect, it } from 'vitest';
import { mailMessages } from '@server/db/schema';
import { buildProduct } from '@server/test/factories/catalog';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';
import { startMetricsServer } from './metrics-server';

/** The value of one series in Prometheus's text format, or null when it is not there. */
function valueOf(text: string, series: string): number | null {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? null : Number(line.slice(series.length + 1));
}

describe.each(testDrivers())('metrics on %s', (driver) => {
  const ctx = useTestApp(driver, { metrics: { port: 0, host: '127.0.0.1' } });

  it('counts requests by route and status with their latency, kept answers, the pool and the mail waiting', async () => {
    await buildProduct(ctx.database.db);
    for (let i = 0; i < 3; i += 1) await ctx.app.inject({ method: 'GET', url: '/api/products' });
    await ctx.app.inject({ method: 'GET', url: '/api/products/no-such-product' });
    await ctx.app.inject({ method: 'GET', url: '/wp-login.php?x=1' });
    await ctx.database.db
      .insert(mailMessages)
      .values(
        ['a', 'b'].map((name) => ({ to: `${name}@example.com`, subject: 'Hello', text: 'Hi.', html: '<p>Hi.</p>' })),
      );

    const text = await ctx.app.metrics!.metrics();
    expect(valueOf(text, 'griot_http_requests_total{method="GET",route="/api/products",status="200"}')).toBe(3);
    expect(valueOf(text, 'griot_http_requests_total{method="GET",route="/api/products/:slug",status="404"}')).toBe(1);
    // An address of no route is counted under one label, never under the address a scanner typed.
    expect(text).not.toContain('wp-login');
    expect(valueOf(text, 'griot_http_requests_total{method="GET",route="unmatched",status="404"}')).toBeGreaterThan(0);
    expect(valueOf(text, 'griot_http_request_duration_seconds_count{method="GET",route="/api/products"}')).toBe(3);
    expect(
      valueOf(text, 'griot_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/products"}'),
    ).toBe(3);
    // The first read of the list loaded it, the next two were served from the kept answer; the missing
    // product was asked of the database too.
    expect(valueOf(text, 'griot_answer_cache_misses_total{cache="catalog"}')).toBe(2);
    expect(valueOf(text, 'griot_answer_cache_hits_total{cache="catalog"}')).toBe(2);
    expect(valueOf(text, 'griot_mail_queue_depth')).toBe(2);
    expect(valueOf(text, 'nodejs_eventloop_lag_seconds')).not.toBeNull();
    if (driver === 'postgres') expect(valueOf(text, 'griot_db_pool_connections{state="open"}')).toBeGreaterThan(0);
    else expect(text).not.toContain('griot_db_pool_connections');
  });

  it('serves /metrics on its own port and address only, never on the public one', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const server = await startMetricsServer(ctx.app.metrics!, { port: 0, host: '127.0.0.1' }, () => undefined);
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(await response.text()).toContain('# TYPE griot_http_requests_total counter');
      expect((await fetch(`http://127.0.0.1:${server.port}/api/products`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

describe('without METRICS_PORT', () => {
  const ctx = useTestApp('pglite');

  it('counts nothing and serves no metrics', async () => {
    expect(ctx.app.metrics).toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});
