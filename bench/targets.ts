// The targets of docs/performance.md ("Where we stand"), checked against one run's numbers: what a visitor
// waits for, at the load and on the data set they are set for. Sizes are in kB of 1,000 bytes and memory in
// MB of 2^20 bytes, as the tables print them.
import type { ClientSize } from './client-size';
import type { PageScores } from './lighthouse-scores';
import type { LoadResult, LoadTarget } from './load';
import type { PageTransfer } from './transfer';

export const TARGETS = {
  /** A visitor's read of a kept answer (every list, an item's answer and its page): what a crowd costs. */
  keptP99Ms: 10,
  /** Every other page: a member's reads, a cart, the first Add to Cart, the suggestions as one types. */
  pageP99Ms: 25,
  searchP99Ms: 50,
  /**
   * A guard against a regression, not a goal: a list at least this share of the bare route answering the
   * same body. A ratio to a bare route rewards leaving the framework (docs/decisions/012-one-request-pipeline.md).
   */
  listRatioGuard: 0.6,
  visitorJsGzipBytes: 100_000,
  /** Everything a phone downloads on a first visit to /music (bench/transfer.ts), pictures and fonts included. */
  musicTransferBytes: 400_000,
  lighthouseMin: 95,
  serverMemoryBytes: 250 * 1024 * 1024,
} as const;

export interface RunConditions {
  onPostgres: boolean;
  /** BENCH_SCALE: 1 is the million-row data set of docs/performance.md, "How to measure". */
  scale: number;
  connections: number;
}

/** What the latency targets are set for: the full data set on PostgreSQL, 50 connections, the log on. */
const TARGET_CONDITIONS: RunConditions = { onPostgres: true, scale: 1, connections: 50 };

/** How a run differs from the targets' conditions, printed beside each latency target it checks. */
function differences(run: RunConditions): string {
  const parts = [
    run.onPostgres ? null : 'PGlite',
    run.scale === TARGET_CONDITIONS.scale ? null : `BENCH_SCALE=${run.scale}`,
    run.connections === TARGET_CONDITIONS.connections ? null : `${run.connections} connections`,
  ].filter(Boolean);
  return parts.length === 0
    ? ''
    : ` (set for the full data set on PostgreSQL at ${TARGET_CONDITIONS.connections} connections; this run: ${parts.join(', ')})`;
}

export interface TargetCheck {
  target: string;
  measured: string;
  met: boolean;
}

export function checkTargets(input: {
  targets: LoadTarget[];
  results: LoadResult[];
  peakRssBytes: number | null;
  client: ClientSize;
  transfer: PageTransfer | null;
  lighthouse: PageScores[] | null;
  lighthousePages: string[];
  conditions: RunConditions;
}): TargetCheck[] {
  const checks: TargetCheck[] = [];
  const byKey = new Map(input.results.map((result) => [result.key, result]));
  const bare = byKey.get('bare');
  if (bare)
    checks.push({
      target: `the machine: the bare Fastify route's own p99 under ${TARGETS.keptP99Ms} ms (when it is not, the latencies below are the machine's more than the server's)`,
      measured: `${bare.p99Ms} ms`,
      met: bare.p99Ms < TARGETS.keptP99Ms,
    });
  for (const target of input.targets) {
    const result = byKey.get(target.key);
    if (!result) continue;
    const limitMs = target.kept
      ? TARGETS.keptP99Ms
      : target.page
        ? TARGETS.pageP99Ms
        : target.search
          ? TARGETS.searchP99Ms
          : null;
    if (limitMs !== null) {
      checks.push({
        target: `${target.label}: p99 under ${limitMs} ms${differences(input.conditions)}`,
        measured: `${result.p99Ms} ms`,
        met: result.p99Ms < limitMs,
      });
    }
    if (target.list) {
      // Judged against the bare route answering the same bytes: the load generator shares the cores, and its
      // cost of reading a body differs with the body (docs/performance.md, "Like for like").
      const same = result.ratioToSameBody;
      const ratio = same ?? result.ratioToBare ?? NaN;
      const againstProductPage =
        same === undefined || result.ratioToBare === undefined
          ? ''
          : ` (${result.ratioToBare.toFixed(2)}x the bare route answering a product page)`;
      checks.push({
        target: `${target.label}: guard, at least ${TARGETS.listRatioGuard}x the bare route answering the same body`,
        measured: `${ratio.toFixed(2)}x${againstProductPage}`,
        met: ratio >= TARGETS.listRatioGuard,
      });
    }
    if (result.errors > 0)
      checks.push({ target: `${target.label}: no errors`, measured: `${result.errors} errors`, met: false });
  }
  const js = input.client.visitor.jsGzip;
  checks.push({
    target: `visitor first-load JS under ${TARGETS.visitorJsGzipBytes / 1000} kB gzip (the page, its preloads and their imports)`,
    measured: `${(js / 1000).toFixed(1)} kB (the entry and its imports alone: ${(input.client.entry.jsGzip / 1000).toFixed(1)} kB)`,
    met: js < TARGETS.visitorJsGzipBytes,
  });
  const leaked = input.client.adminModulesInVisitorLoad.length;
  checks.push({
    target: 'admin code in separate chunks (none in the visitor first load)',
    measured:
      leaked === 0 ? `${input.client.adminChunks.length} admin chunks` : `${leaked} admin modules in the visitor load`,
    met: leaked === 0 && input.client.adminChunks.length > 0,
  });
  if (input.transfer) {
    const { transfer } = input;
    const parts = Object.entries(transfer.byType)
      .filter(([, part]) => part.requests > 0)
      .map(([type, part]) => `${type} ${(part.bytes / 1000).toFixed(1)}`)
      .join(', ');
    checks.push({
      target: `transfer of ${transfer.path} at ${transfer.viewport.width} px on a first visit: under ${TARGETS.musicTransferBytes / 1000} kB`,
      measured: `${(transfer.total.bytes / 1000).toFixed(1)} kB in ${transfer.total.requests} requests (${parts})`,
      met: transfer.total.bytes < TARGETS.musicTransferBytes,
    });
  }
  const unmeasured = input.lighthouse
    ? input.lighthousePages.filter((p) => !input.lighthouse!.some((s) => s.path === p))
    : [];
  if (unmeasured.length > 0)
    checks.push({
      target: 'Lighthouse measured every page',
      measured: `failed on ${unmeasured.join(', ')}`,
      met: false,
    });
  for (const page of input.lighthouse ?? []) {
    for (const category of ['performance', 'accessibility'] as const) {
      checks.push({
        target: `Lighthouse ${category} ${page.path}: ${TARGETS.lighthouseMin} or more`,
        measured: String(page[category]),
        met: page[category] >= TARGETS.lighthouseMin,
      });
    }
  }
  if (input.peakRssBytes !== null) {
    const mb = input.peakRssBytes / 1024 / 1024;
    checks.push({
      target: `server peak memory under ${TARGETS.serverMemoryBytes / 1024 / 1024} MB`,
      measured: `${mb.toFixed(0)} MB`,
      met: input.peakRssBytes < TARGETS.serverMemoryBytes,
    });
  }
  return checks;
}
