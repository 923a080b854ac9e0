// The yardstick: a bare Fastify app with one route that returns a precomputed JSON string (a real
// product list page, bare.json in BENCH_BARE_BODY_DIR). Whatever the production server does beyond this
// (hooks, validation, the database, serialization) is what the ratio to this route measures.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';

const bodyDir = process.env.BENCH_BARE_BODY_DIR;
if (!bodyDir) throw new Error('BENCH_BARE_BODY_DIR is not set');
const body = readFileSync(path.join(bodyDir, 'bare.json'), 'utf8');

const app = Fastify({ logger: false });
app.get('/bare', (_request, reply) => {
  void reply.type('application/json; charset=utf-8').send(body);
});

// The same yardstick answering an endpoint's own body, byte for byte (the bench writes it to the same
// folder as <key>.json after reading the endpoint once). The load generator shares the machine's
// cores, and its cost of reading an answer grows with the answer's size and with its characters outside
// ASCII, so only a bare route answering the same bytes leaves nothing but the server's own work in the
// ratio (docs/performance.md, "Like for like"). Kept as bytes, as the server keeps its answers: a string
// outside ASCII would be measured and encoded again at every request (three times the CPU for a forum page).
// The bench asks it with the endpoint's query string too (a deep page's cursor): the router parses a query
// string whatever the route does with it, so the bare route pays for the same request line as the server.
const same = new Map<string, Buffer>();
app.get<{ Params: { key: string } }>('/same/:key', (request, reply) => {
  const { key } = request.params;
  if (!/^[a-z0-9-]+$/.test(key)) return reply.code(404).send();
  let kept = same.get(key);
  if (kept === undefined) {
    kept = readFileSync(path.join(bodyDir, `${key}.json`));
    same.set(key, kept);
  }
  return reply.type('application/json; charset=utf-8').send(kept);
});

const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`bare app listening on port ${new URL(address).port}\n`);

const close = () => void app.close().then(() => process.exit(0));
process.once('SIGTERM', close);
process.once('SIGINT', close);
