// The request line (request-log.ts) as one flat string, handed to the logger's own destination: the bytes
// pino writes for the same fields (its level, time and bindings come from the logger itself, through
// `pino.symbols`), without pino's general serializer. That serializer walks the object, escapes each value
// and adds the line up piece by piece, which is then copied flat again on its way out; on the one line
// every request writes, that was a tenth of a kept answer's cost (docs/performance.md, fix 28).
// request-line.test.ts holds the two to the same bytes.
import type { FastifyBaseLogger } from 'fastify';
import pino, { type Logger } from 'pino';

export interface RequestLineFields {
  reqId: string;
  method: string;
  /** The route's pattern, or the path without its query string when no route matched. */
  route: string;
  status: number;
  ms: number;
  /** Left out of the line when undefined (a visitor). */
  account?: string;
}

/** What pino keeps on a logger to write its lines: the parts this writer reuses. */
interface PinoParts {
  [key: symbol]: unknown;
}

const { lsCacheSym, timeSym, chindingsSym, endSym, streamSym, messageKeySym } = pino.symbols;
const MESSAGE = 'request';

/** Writes a request's line at `info` through `log`, or nothing when the logger is quieter than that. */
export function requestLineWriter(log: FastifyBaseLogger): (fields: RequestLineFields) => void {
  const parts = log as unknown as PinoParts;
  // Fastify's logger when logging is off (the tests' default) is not pino: it writes nothing anyway.
  if (!(streamSym in parts)) return (fields) => log.info(fields, MESSAGE);
  const pinoLog = log as unknown as Logger;
  const info = pinoLog.levels.values.info!;
  const closing = `,${JSON.stringify(parts[messageKeySym])}:${JSON.stringify(MESSAGE)}${String(parts[endSym])}`;
  return (fields) => {
    if (!pinoLog.isLevelEnabled('info')) return;
    const levelPart = (parts[lsCacheSym] as Record<number, string>)[info]!;
    const time = (parts[timeSym] as () => string)();
    const stream = parts[streamSym] as { write(line: string): unknown };
    stream.write(
      [
        levelPart,
        time,
        parts[chindingsSym],
        ',"reqId":',
        JSON.stringify(fields.reqId),
        ',"method":',
        JSON.stringify(fields.method),
        ',"route":',
        JSON.stringify(fields.route),
        ',"status":',
        fields.status,
        ',"ms":',
        Number.isFinite(fields.ms) ? fields.ms : 'null',
        fields.account === undefined ? '' : `,"account":${JSON.stringify(fields.account)}`,
        closing,
      ].join(''),
    );
  };
}
