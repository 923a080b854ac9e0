import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { lazyRequestLogger } from './lazy-request-logger';

function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      callback();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

// Fastify's own request lines off, as in server/app.ts: only the lines the routes write are checked.
const quietApp = (logger: pino.Logger) =>
  Fastify({
    loggerInstance: logger,
    childLoggerFactory: lazyRequestLogger,
    logController: new LogController({ disableRequestLogging: true }),
  });

describe('the request logger built on first use', () => {
  it('builds no child for a request that writes nothing, and one, with the request id, for one that does', async () => {
    const { logger, lines } = capturedLogger();
    const child = vi.spyOn(logger, 'child');
    const app = quietApp(logger);
    app.get('/quiet', async () => ({ ok: true }));
    app.get('/speaks', async (request) => {
      request.log.info({ step: 1 }, 'first');
      request.log.warn('second');
      request.log.debug('below the level');
      return { ok: true };
    });

    await app.ready();
    child.mockClear();
    await app.inject('/quiet');
    expect(child).not.toHaveBeenCalled();

    await app.inject('/speaks');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.map(({ msg, level, reqId, step }) => ({ msg, level, reqId, step }))).toEqual([
      { msg: 'first', level: 30, reqId: 'req-2', step: 1 },
      { msg: 'second', level: 40, reqId: 'req-2', step: undefined },
    ]);
    await app.close();
  });

  it('takes a route’s own level, and hands out children of its own', async () => {
    const { logger, lines } = capturedLogger();
    const app = quietApp(logger);
    app.get('/detailed', { logLevel: 'debug' }, async (request) => {
      expect(request.log.level).toBe('debug');
      request.log.debug('detail');
      request.log.child({ part: 'inner' }).info('nested');
      return { ok: true };
    });

    await app.inject('/detailed');
    expect(lines.map(({ msg, reqId, part }) => ({ msg, reqId, part }))).toEqual([
      { msg: 'detail', reqId: 'req-1', part: undefined },
      { msg: 'nested', reqId: 'req-1', part: 'inner' },
    ]);
    await app.close();
  });
});
