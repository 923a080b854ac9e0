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

const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`bare app listening on port ${new URL(address).port}\n`);

const close = () => void app.close().then(() => process.exit(0));
process.once('SIGTERM', close);
process.once('SIGINT', close);
