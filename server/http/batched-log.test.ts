import { setImmediate as nextTurn } from 'node:timers/promises';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { batchedLog } from './batched-log';

function recordingSink() {
  const writes: string[] = [];
  let flushed = 0;
  return {
    writes,
    flushes: () => flushed,
    sink: {
      write: (data: string) => writes.push(data),
      flushSync: () => {
        flushed += 1;
      },
    },
  };
}

describe('the log handed over one batch per turn', () => {
  it('writes a turn’s lines as one batch, in order, and nothing before the turn ends', async () => {
    const { writes, sink } = recordingSink();
    const log = batchedLog(sink);
    log.write('a\n');
    log.write('b\n');
    log.write('c\n');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['a\nb\nc\n']);
    log.write('d\n');
    await nextTurn();
    await nextTurn();
    expect(writes).toEqual(['a\nb\nc\n', 'd\n']);
  });

  it('hands over what is pending and flushes the sink at once when asked (the process is exiting)', () => {
    const { writes, flushes, sink } = recordingSink();
    const log = batchedLog(sink);
    log.write('last words\n');
    log.flushSync();
    expect(writes).toEqual(['last words\n']);
    expect(flushes()).toBe(1);
  });

  it('carries pino’s lines whole', async () => {
    const { writes, sink } = recordingSink();
    const logger = pino({ level: 'info', base: null }, batchedLog(sink));
    for (let index = 0; index < 100; index += 1) logger.info({ reqId: `req-${index}`, status: 200 }, 'request');
    await nextTurn();
    expect(writes).toHaveLength(1);
    const lines = writes[0]!
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { reqId: string; msg: string });
    expect(lines.map((line) => line.reqId)).toEqual(Array.from({ length: 100 }, (_, index) => `req-${index}`));
    expect(lines.every((line) => line.msg === 'request')).toBe(true);
  });
});
