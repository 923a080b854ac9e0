// `npm run bench`: seeds a large data set, builds the client, starts the production server and a bare
// Fastify app, drives both with autocannon, measures the client's first load, a phone's first visit to
// /music in bytes over the wire and Lighthouse scores, checks the targets and prints one table (also kept
// in bench/results/). See docs/performance.md.
//   BENCH_DATABASE_URL / TEST_DATABASE_URL  PostgreSQL server (the bench creates griot_bench on it); else PGlite
//   BENCH_SCALE (1)  BENCH_DURATION (15 s)  BENCH_CONNECTIONS (50)  BENCH_LIGHTHOUSE (true: the browser's
//   measurements, transfer and Lighthouse)  BENCH_LIGHTHOUSE_RUNS (5)
//   BENCH_ONLY (all)
//   BENCH_CPU_PROF=<folder>  the server's V8 CPU profile, written when it stops
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { RunningChild } from './child-process';
import { measureClientSize } from './client-size';
import { deepCursors } from './deep-cursors';
import { endpoints } from './endpoints';
import { lighthouseScores } from './lighthouse-scores';
import { measure, measureAgainst, type LoadResult, type LoadTarget } from './load';
import { describeMachine, loadAverage } from './machine';
import { readBenchOptions, rowCounts } from './options';
import { endpointTable, renderMarkdown, saveRun, type BenchRun } from './report';
import { seedLargeDataSet } from './seed-large';
import { bareBodiesDir, joinMember, startBareApp, startProductionServer, visitorCart } from './servers';
import { checkTargets } from './targets';
import { prepareTargetDatabase } from './target-database';
import { measureTransfer, type PageTransfer } from './transfer';

const rootDir = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
/** The page whose first visit on a phone is weighed in bytes (its target: TARGETS.musicTransferBytes). */
const TRANSFER_PAGE = '/music';

/** Lighthouse's pages: home, music, an event's page and a forum thread of the seeded data. */
function lighthousePages(eventSlug: string, postId: string): string[] {
  return ['/', '/music', `/events/${encodeURIComponent(eventSlug)}`, `/community/post/${encodeURIComponent(postId)}`];
}

const log = (line: string) => process.stdout.write(`${line}\n`);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Reads every GET endpoint once, failing before the load when one does not answer as expected: the bodies. */
async function checkAnswers(targets: LoadTarget[]): Promise<Map<string, Buffer>> {
  const bodies = new Map<string, Buffer>();
  for (const target of targets.filter((t) => (t.method ?? 'GET') === 'GET')) {
    // autocannon asks for no encoding, so neither does this read: the bytes are the ones it will receive.
    const response = await fetch(target.url, { headers: { ...target.headers, 'accept-encoding': 'identity' } });
    if (!response.ok)
      throw new Error(`${target.label} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    bodies.set(target.key, Buffer.from(await response.arrayBuffer()));
  }
  return bodies;
}

async function main(): Promise<void> {
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const options = readBenchOptions();
  const counts = rowCounts(options);
  const machine = describeMachine();
  log(`Griot benchmark: ${machine.cpus} cores, ${machine.memory}, load average ${machine.loadBefore}`);

  let at = performance.now();
  await build({ configFile: path.join(rootDir, 'vite.config.ts'), logLevel: 'warn' });
  log(`client built in ${seconds(at)}`);

  const target = await prepareTargetDatabase(options.postgresUrl);
  log(`seeding ${target.label}:`);
  const database = await target.open();
  const seed = await seedLargeDataSet(database, counts, log);
  const cursors = await deepCursors(database, seed.forumId, seed.hotPostId);
  await database.close();
  log(`seeded in ${seed.totalSeconds.toFixed(1)} s`);

  const scratchDir = mkdtempSync(path.join(os.tmpdir(), 'griot-bench-run-'));
  const children: RunningChild[] = [];
  const selects = (key: string) => !options.only || options.only.some((prefix) => key.startsWith(prefix));
  try {
    at = performance.now();
    // The durability rows' second server gets a copy of the seeded embedded database, taken before any server
    // opens it; PostgreSQL has no DATABASE_SYNC.
    const unsyncedDataDir =
      !options.postgresUrl && selects('durability-off') ? path.join(scratchDir, 'unsynced') : null;
    if (unsyncedDataDir) await cp(target.serverEnv.DATA_DIR!, unsyncedDataDir, { recursive: true });
    // The server's log goes to a file, not to this process: here autocannon drives the load, and reading
    // every request line on its thread would charge the server's logging to the load generator.
    const serverLog = path.join(scratchDir, 'server.log');
    const server = await startProductionServer(rootDir, target.serverEnv, serverLog);
    children.push(server);
    const unsynced = unsyncedDataDir
      ? await startProductionServer(
          rootDir,
          { DATA_DIR: unsyncedDataDir, DATABASE_SYNC: 'off' },
          path.join(scratchDir, 'unsynced.log'),
        )
      : null;
    if (unsynced) children.push(unsynced);
    const serverUrl = `http://127.0.0.1:${server.port}`;
    const memberCookie = await joinMember(serverUrl);
    const productPage = await (await fetch(`${serverUrl}/api/products?limit=24`)).text();
    const newest = (JSON.parse(productPage) as { items: Array<{ slug: string; defaultVariantId: string }> }).items;
    const productSlug = newest[0]!.slug;
    const variantId = newest[0]!.defaultVariantId;
    const cartCookie = await visitorCart(serverUrl, [variantId, newest[1]!.defaultVariantId]);
    // The soonest event (a small data set may have past ones only) and the post with the replies, checked as
    // their pages ask for them.
    const firstEvent = async (query: string) =>
      ((await (await fetch(`${serverUrl}/api/events?limit=1${query}`)).json()) as { items: Array<{ slug: string }> })
        .items[0]?.slug;
    const eventSlug = (await firstEvent('')) ?? (await firstEvent('&when=past'));
    if (!eventSlug) throw new Error('GET /api/events answered no event, upcoming or past');
    for (const api of [`/api/events/${encodeURIComponent(eventSlug)}`, `/api/posts/${seed.hotPostId}/replies`]) {
      const answer = await fetch(`${serverUrl}${api}`);
      if (!answer.ok) throw new Error(`${api} answered ${answer.status}: ${(await answer.text()).slice(0, 300)}`);
    }
    const pages = lighthousePages(eventSlug, seed.hotPostId);
    const bare = await startBareApp(rootDir, productPage, scratchDir);
    children.push(bare);
    log(
      `production server (pid ${server.pid}${unsynced ? `; DATABASE_SYNC=off: pid ${unsynced.pid}` : ''}) and bare app (pid ${bare.pid}) up in ${seconds(at)}`,
    );
    const unsyncedServerUrl = unsynced ? `http://127.0.0.1:${unsynced.port}` : null;

    const all = endpoints({
      serverUrl,
      bareUrl: `http://127.0.0.1:${bare.port}`,
      forumId: seed.forumId,
      hotPostId: seed.hotPostId,
      cursors,
      memberCookie,
      productSlug,
      variantId,
      cartCookie,
      unsyncedServerUrl,
    });
    const selected = all.filter((t) => t.key === 'bare' || selects(t.key));
    const bodies = await checkAnswers(selected);
    const bareUrl = `http://127.0.0.1:${bare.port}`;

    const rounds = Math.max(1, Math.round(options.durationSeconds / 3));
    log(
      `driving ${selected.length} endpoints, ${options.connections} connections, ${options.warmupSeconds} s warm-up + ${options.durationSeconds} s each in ${rounds} rounds interleaved with the bare route:`,
    );
    const results: LoadResult[] = [];
    const [bareTarget, ...others] = selected as [LoadTarget, ...LoadTarget[]];
    const onServer = (t: LoadTarget) => ({
      target: t,
      pid: unsynced && new URL(t.url).origin === unsyncedServerUrl ? unsynced.pid : server.pid,
    });
    const onBare = (t: LoadTarget) => ({ target: t, pid: bare.pid });
    const report = (result: LoadResult) =>
      log(
        `  ${result.label.padEnd(52)} ${Math.round(result.requestsPerSecond).toString().padStart(7)} req/s  p50 ${result.p50Ms} ms  p99 ${result.p99Ms} ms  ${result.cpuMicrosPerRequest ?? '?'} µs CPU/req  load generator ${result.loadGeneratorMicrosPerRequest} µs/req  errors ${result.errors}${result.ratioToBare === undefined ? '' : `  ${result.ratioToBare.toFixed(2)}x bare`}${result.ratioToSameBody === undefined ? '' : ` (${result.ratioToSameBody.toFixed(2)}x same body)`}  load ${result.loadAverage.toFixed(1)}${result.serverPeakRssBytes ? `  server peak ${Math.round(result.serverPeakRssBytes / 1048576)} MB` : ''}`,
      );
    log(`server memory before the load: ${Math.round((server.peakRssBytes() ?? 0) / 1048576)} MB`);
    const bareResult = { ...(await measure(onBare(bareTarget), options)), bodyBytes: Buffer.byteLength(productPage) };
    results.push(bareResult);
    report(bareResult);
    for (const endpoint of others) {
      const body = bodies.get(endpoint.key);
      const bytes = body?.length;
      // The bare app reads the endpoint's own bytes from its folder (bare-app.ts) at the first request.
      if (body) writeFileSync(path.join(bareBodiesDir(scratchDir), `${endpoint.key}.json`), body);
      // The same exchange as the endpoint's: its body, and its query string (a deep page's cursor), which
      // Fastify's router parses for the bare route too (docs/performance.md, "Like for like").
      const sameUrl = `${bareUrl}/same/${endpoint.key}${new URL(endpoint.url).search}`;
      const sameBody =
        body === undefined ? [] : [onBare({ key: 'bare-same', label: 'bare route, the same body', url: sameUrl })];
      const measured = await measureAgainst(onServer(endpoint), [onBare(bareTarget), ...sameBody], options);
      const result: LoadResult = {
        ...measured.result,
        ratioToBare: measured.ratios[0]!,
        ...(sameBody.length > 0 ? { ratioToSameBody: measured.ratios[1]! } : {}),
        bareCpuMicrosPerRequest: measured.yardsticks[0]!.cpuMicrosPerRequest,
        ...(bytes === undefined ? {} : { bodyBytes: bytes }),
        serverPeakRssBytes: server.peakRssBytes(),
      };
      results.push(result);
      report(result);
    }

    const client = measureClientSize(path.join(rootDir, 'dist', 'client'));
    let transfer: PageTransfer | null = null;
    let lighthouse = null;
    if (options.lighthouse) {
      at = performance.now();
      transfer = await measureTransfer(serverUrl, TRANSFER_PAGE);
      log(
        `${TRANSFER_PAGE} at ${transfer.viewport.width} px, first visit: ${(transfer.total.bytes / 1000).toFixed(1)} kB in ${transfer.total.requests} requests (${Object.entries(
          transfer.byType,
        )
          .filter(([, part]) => part.requests > 0)
          .map(([type, part]) => `${type} ${(part.bytes / 1000).toFixed(1)} kB`)
          .join(', ')}) in ${seconds(at)}`,
      );
      at = performance.now();
      lighthouse = await lighthouseScores(serverUrl, pages, options.lighthouseRuns, log);
      log(`Lighthouse in ${seconds(at)}`);
    }
    const peakRssBytes = server.peakRssBytes();
    log(
      `server peak memory ${peakRssBytes === null ? 'unknown' : `${Math.round(peakRssBytes / 1048576)} MB`} (after the load: ${Math.round((results.at(-1)?.serverPeakRssBytes ?? 0) / 1048576)} MB)`,
    );
    // The proof that logging was on: a line for each request went to the file.
    log(`server log: ${(statSync(serverLog).size / 1048576).toFixed(0)} MB written to a file`);
    machine.loadAfter = loadAverage();

    const run: BenchRun = {
      startedAt,
      command: `${Object.entries(process.env)
        .filter(([name]) => name.startsWith('BENCH_') || name === 'TEST_DATABASE_URL')
        .map(([name, value]) => `${name}=${value} `)
        .join('')}npm run bench`,
      machine,
      database: target.label,
      counts,
      durationSeconds: options.durationSeconds,
      connections: options.connections,
      seed,
      bareBodyBytes: Buffer.byteLength(productPage),
      results,
      peakRssBytes,
      client,
      transfer,
      lighthouse,
      checks: checkTargets({
        targets: selected,
        results,
        peakRssBytes,
        client,
        transfer,
        lighthouse,
        lighthousePages: pages,
        conditions: {
          onPostgres: Boolean(options.postgresUrl),
          scale: options.scale,
          connections: options.connections,
        },
      }),
      totalSeconds: (performance.now() - started) / 1000,
    };
    const markdown = renderMarkdown(run);
    log('');
    log(endpointTable(results).join('\n'));
    log('');
    log(markdown.slice(markdown.indexOf('\nServer peak memory')).trim());
    const saved = saveRun(path.join(rootDir, 'bench', 'results'), run, markdown);
    log(
      `\nsaved ${path.relative(rootDir, saved)} and bench/results/latest.md; whole run ${(run.totalSeconds / 60).toFixed(1)} min`,
    );
  } finally {
    for (const child of children.reverse()) await child.stop();
    rmSync(scratchDir, { recursive: true, force: true });
    await target.cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
