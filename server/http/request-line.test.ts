import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { requestLineWriter, type RequestLineFields } from './request-line';

/** A pino logger as main.ts makes one (a level and a destination), with a fixed clock. */
function capturingLogger(level = 'info') {
  const lines: string[] = [];
  const logger = pino(
    { level, timestamp: () => ',"time":1795888031676' },
    { write: (line: string) => void lines.push(line) },
  );
  return { logger, lines, asFastify: logger as unknown as FastifyBaseLogger };
}

const visitor: RequestLineFields = {
  reqId: 'req-1x',
  method: 'GET',
  route: '/api/posts/:postId/replies',
  status: 200,
  ms: 0.4,
};

describe('the request line', () => {
  it.each([
    ['a visitor', visitor],
    [
      'a member',
      { ...visitor, method: 'POST', status: 201, ms: 12.5, account: '7d4738ff-dc68-41f4-8535-c9298abd2def' },
    ],
    ['an address no route matched', { ...visitor, route: '/api/"quoted"\\path/é\u2028\u0001', status: 404, ms: 0 }],
    ['a time that is not a number', { ...visitor, ms: Number.NaN }],
  ])('is, for %s, the bytes pino writes for the same fields', (_case, fields) => {
    const { logger, lines, asFastify } = capturingLogger();
    requestLineWriter(asFastify)(fields);
    logger.info(fields, 'request');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(lines[1]);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 30,
      msg: 'request',
      reqId: fields.reqId,
      route: fields.route,
    });
  });

  it("carries the logger's bindings, as a child's lines do", () => {
    const { logger, lines } = capturingLogger();
    const child = logger.child({ server: 'b' });
    requestLineWriter(child)(visitor);
    child.info(visitor, 'request');
    expect(lines[0]).toBe(lines[1]);
    expect(lines[0]).toContain('"server":"b"');
  });

  it('writes nothing when the logger is set quieter than info, and follows a change of level', () => {
    const { logger, lines, asFastify } = capturingLogger('warn');
    const write = requestLineWriter(asFastify);
    write(visitor);
    expect(lines).toEqual([]);
    logger.level = 'info';
    write(visitor);
    expect(lines).toHaveLength(1);
  });
});
