// The yardstick: a bare Fastify app with one route that returns a precomputed JSON string (a real
// product list page, read from BENCH_BARE_BODY_FILE). Whatever the production server does beyond this
// (hooks, validation, the database, serialization) is what the ratio to this route measures.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const bodyFile = process.env.BENCH_BARE_BODY_FILE;
if (!bodyFile) throw new Error('BENCH_BARE_BODY_FILE is not set');
const body = readFileSync(bodyFile, 'utf8');

const app = Fastify({ logger: false });
app.get('/bare', (_request, reply) => {
  void reply.type('application/json; charset=utf-8').send(body);
});

// The same yardstick with a body of another size (a forum page is twice a product page): valid JSON of
// exactly `bytes` bytes, built once per size, so that an endpoint can also be compared like for like.
const sized = new Map<number, string>();
function bodyOfSize(bytes: number): string {
  let cached = sized.get(bytes);
  if (cached === undefined) {
    const wrapper = '{"items":[],"padding":""}';
    cached = `{"items":[],"padding":"${'x'.repeat(Math.max(0, bytes - wrapper.length))}"}`;
    sized.set(bytes, cached);
  }
  return cached;
}
app.get<{ Params: { bytes: string } }>('/bare/:bytes', (request, reply) => {
  const bytes = Math.min(Number(request.params.bytes) || 0, 1_000_000);
  void reply.type('application/json; charset=utf-8').send(bodyOfSize(bytes));
});

const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`bare app listening on port ${new URL(address).port}\n`);

const close = () => void app.close().then(() => process.exit(0));
process.once('SIGTERM', close);
process.once('SIGINT', close);
