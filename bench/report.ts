// One run as Markdown (printed, and kept in bench/results/latest.md) and as raw JSON
// (bench/results/<date>.json). docs/performance.md holds the tables worth committing.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ClientSize } from './client-size';
import type { PageScores } from './lighthouse-scores';
import type { LoadResult } from './load';
import type { Machine } from './machine';
import type { SeededData } from './seed-large';
import type { TargetCheck } from './targets';
import { TRANSFER_TYPES, type PageTransfer } from './transfer';

export interface BenchRun {
  startedAt: string;
  command: string;
  machine: Machine;
  database: string;
  counts: Record<string, number>;
  durationSeconds: number;
  connections: number;
  seed: SeededData;
  bareBodyBytes: number;
  results: LoadResult[];
  peakRssBytes: number | null;
  client: ClientSize;
  /** A phone's first visit to /music, in bytes over the wire; null when the browser was skipped. */
  transfer: PageTransfer | null;
  lighthouse: PageScores[] | null;
  checks: TargetCheck[];
  totalSeconds: number;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const row = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`;

const ratio = (value: number | undefined) => (value === undefined ? '' : value.toFixed(2));

export function endpointTable(results: LoadResult[]): string[] {
  return [
    row([
      'endpoint',
      'req/s',
      'p50 ms',
      'p99 ms',
      'errors',
      'body bytes',
      'x bare',
      'x bare, same body',
      'CPU µs/req',
      'bare CPU µs/req',
      'load generator µs/req',
      'load',
    ]),
    row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:']),
    ...results.map((r) =>
      row([
        r.label,
        Math.round(r.requestsPerSecond),
        r.p50Ms,
        r.p99Ms,
        r.errors,
        r.bodyBytes ?? '',
        r.key === 'bare' ? '1.00' : ratio(r.ratioToBare),
        ratio(r.ratioToSameBody),
        r.cpuMicrosPerRequest ?? '',
        r.bareCpuMicrosPerRequest ?? '',
        r.loadGeneratorMicrosPerRequest,
        r.loadAverage.toFixed(1),
      ]),
    ),
  ];
}

/** Text answers of more than 1 kB sent without compression: what Content-Encoding would shrink. */
function uncompressed(transfer: PageTransfer): string {
  const plain = transfer.responses.filter(
    (r) => !r.encoding && r.bytes > 1000 && ['document', 'script', 'stylesheet', 'fetch'].includes(r.type),
  );
  return plain.length === 0 ? '' : ` Sent uncompressed: ${plain.map((r) => `${r.url} (${kB(r.bytes)})`).join(', ')}.`;
}

/** The bytes of a first visit by kind of request, and the largest responses. */
export function transferTable(transfer: PageTransfer): string[] {
  const { width, height, deviceScaleFactor } = transfer.viewport;
  return [
    row([
      `${transfer.path} at ${width} × ${height} (pixel ratio ${deviceScaleFactor}), first visit`,
      'transferred',
      'of which headers',
      'requests',
    ]),
    row(['---', '---:', '---:', '---:']),
    ...TRANSFER_TYPES.filter((type) => transfer.byType[type].requests > 0).map((type) => {
      const part = transfer.byType[type];
      return row([type, kB(part.bytes), kB(part.headerBytes), part.requests]);
    }),
    row(['**total**', `**${kB(transfer.total.bytes)}**`, kB(transfer.total.headerBytes), transfer.total.requests]),
    '',
    `Largest responses: ${transfer.responses
      .slice(0, 5)
      .map((r) => `${r.url} (${r.type}, ${kB(r.bytes)}${r.encoding ? `, ${r.encoding}` : ''})`)
      .join(
        ', ',
      )}.${uncompressed(transfer)}${transfer.failed.length > 0 ? ` Failed or unfinished: ${transfer.failed.join(', ')}.` : ''}`,
  ];
}

export function renderMarkdown(run: BenchRun): string {
  const { machine } = run;
  const lines = [
    `# Benchmark run ${run.startedAt}`,
    '',
    `- command: \`${run.command}\``,
    `- machine: ${machine.cpus} cores (${machine.cpuModel}), ${machine.memory} memory, Node ${machine.node}, ${machine.os}`,
    `- load average before / after: ${machine.loadBefore} / ${machine.loadAfter}`,
    `- database: ${run.database}; rows: ${Object.entries(run.counts)
      .map(([k, v]) => `${v.toLocaleString('en')} ${k}`)
      .join(', ')}`,
    `- seeding took ${run.seed.totalSeconds.toFixed(1)} s; each endpoint ${run.durationSeconds} s at ${run.connections} connections after a warm-up, in rounds of 3 s interleaved with the bare routes; whole run ${(run.totalSeconds / 60).toFixed(1)} min`,
    '',
    '## Server',
    '',
    ...endpointTable(run.results),
    '',
    '"x bare": the endpoint\'s req/s divided by the bare route\'s (a product page\'s body) in the same round, the median over the rounds; "x bare, same body": the same against the bare route answering the endpoint\'s own body, byte for byte (what the lists\' guard is judged on); p50 and p99 over every response of every round; "CPU µs/req": CPU time of the answering process per request (the bare app\'s in the same rounds beside it; the database\'s own CPU is not in it); "load generator µs/req": autocannon\'s own CPU time per request, on the same cores; "load": the 1-minute load average as the measurement ended.',
    '',
    `Server peak memory (VmHWM): ${run.peakRssBytes === null ? 'unknown' : `${(run.peakRssBytes / 1024 / 1024).toFixed(0)} MB`}. Bare route body: ${run.bareBodyBytes} bytes (a product list page).`,
    '',
    '## Client',
    '',
    row(['first load', 'JS gzip', 'CSS gzip', 'JS brotli', 'CSS brotli', 'JS files']),
    row(['---', '---:', '---:', '---:', '---:', '---:']),
    ...(
      [
        ['visitor (the page, its preloads and imports)', 'visitor'],
        ['of which the entry and its imports', 'entry'],
        ['admin', 'admin'],
      ] as const
    ).map(([label, who]) => {
      const load = run.client[who];
      return row([label, kB(load.jsGzip), kB(load.cssGzip), kB(load.jsBrotli), kB(load.cssBrotli), load.js.length]);
    }),
    ...run.client.landings.map(({ chunk, load }) =>
      row([
        `a first visit landing on \`${chunk}\` (its page preloads that chunk too)`,
        kB(load.jsGzip),
        kB(load.cssGzip),
        kB(load.jsBrotli),
        kB(load.cssBrotli),
        load.js.length,
      ]),
    ),
    '',
  ];
  if (run.transfer) {
    lines.push(
      ...transferTable(run.transfer),
      '',
      'Bytes over the wire as Chromium counts them (compressed bodies and headers), a fresh context with service workers blocked, the page left until its network had been quiet for 2.5 s, not scrolled.',
      '',
    );
  }
  if (run.lighthouse) {
    lines.push(
      row(['Lighthouse (mobile, median run)', 'performance', 'all runs', 'accessibility', 'FCP', 'LCP', 'TBT', 'CLS']),
      row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:']),
      ...run.lighthouse.map((p) =>
        row([
          p.path,
          p.performance,
          p.performanceRuns.join(', '),
          p.accessibility,
          p.metrics['first-contentful-paint'] ?? '?',
          p.metrics['largest-contentful-paint'] ?? '?',
          p.metrics['total-blocking-time'] ?? '?',
          p.metrics['cumulative-layout-shift'] ?? '?',
        ]),
      ),
      '',
    );
    const failing = run.lighthouse.flatMap((p) =>
      p.failing.map((f) => `- ${p.path} ${f.category}: ${f.title}${f.value ? ` (${f.value})` : ''}`),
    );
    if (failing.length > 0) lines.push('Lighthouse audits below 90:', '', ...failing, '');
  } else {
    lines.push('Transfer and Lighthouse skipped (BENCH_LIGHTHOUSE=false).', '');
  }
  lines.push(
    '## Targets',
    '',
    row(['target', 'measured', 'met']),
    row(['---', '---', '---']),
    ...run.checks.map((c) => row([c.target, c.measured, c.met ? 'yes' : '**no**'])),
    '',
  );
  return lines.join('\n');
}

export function saveRun(resultsDir: string, run: BenchRun, markdown: string): string {
  mkdirSync(resultsDir, { recursive: true });
  const stamp = run.startedAt.replace(/[:.]/g, '-');
  const jsonFile = path.join(resultsDir, `${stamp}.json`);
  writeFileSync(jsonFile, `${JSON.stringify(run, null, 2)}\n`);
  writeFileSync(path.join(resultsDir, 'latest.md'), markdown);
  return jsonFile;
}
