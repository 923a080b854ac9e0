import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '@server/test/app';
import { testDrivers } from '@server/test/database';

/** A GET sent over a real socket: Node's HTTP parser answers some requests before Fastify sees them. */
function get(port: number, headers: Record<string, string>) {
  return new Promise<{ status: number; type: string | undefined; body: string }>((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/api/health', headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'], body }),
      );
    });
    request.on('error', reject);
  });
}

describe.each(testDrivers())('errors before routing on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('answers headers over the limit with a 431 in the one error shape', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const response = await get(port, { 'x-padding': 'x'.repeat(20 * 1024) });
    expect(response.status).toBe(431);
    expect(response.type).toMatch(/^application\/json/);
    expect(JSON.parse(response.body)).toEqual({
      error: { code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large.' },
    });
    expect((await get(port, {})).status).toBe(200);
  });
});
