// The production server's log at its default level: lines are written asynchronously, yet a request's
// line reaches stdout at once, and a line written as the server is stopped is not lost.
import { describe, expect, it } from 'vitest';
import { useServerDatabase } from './support/use-server-database';

const requestLines = (output: string, route: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.msg === 'request' && line.route === route);

describe('the log of a server at LOG_LEVEL=info', () => {
  const database = useServerDatabase('pglite');

  it('writes a request’s line at once, and the last lines before it exits', async () => {
    const server = await database.startServer({ LOG_LEVEL: 'info' });
    expect((await fetch(`${server.url}/api/products?limit=1`)).status).toBe(200);
    await expect
      .poll(() => requestLines(server.output(), '/api/products').length, { timeout: 1000, interval: 20 })
      .toBe(1);

    expect((await fetch(`${server.url}/api/artists?limit=1`)).status).toBe(200);
    const ending = await server.stop();
    expect(ending).toEqual({ code: 0, signal: null });
    expect(requestLines(server.output(), '/api/artists')).toEqual([
      expect.objectContaining({ level: 30, status: 200, reqId: expect.any(String) as unknown }),
    ]);
  });
});
