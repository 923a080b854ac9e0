// Drives endpoints with autocannon. On a shared two-core machine one 15 s run of the bare route followed
// by one of the endpoint compares two different moments: the same route measured twice in a row moved by
// 30% here. So an endpoint is measured in rounds, each a slice of the bare route, of a bare route with the
// endpoint's own body size, and of the endpoint, back to back; the ratio is the median of the rounds'
// ratios, and p50/p99 come from every response of every round (not an average of percentiles).
// Errors count every failed request: socket errors, time-outs and non-2xx answers.
import os from 'node:os';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface LoadTarget {
  key: string;
  label: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** A list endpoint, whose ratio to the bare route answering the same body is guarded (bench/targets.ts). */
  list?: boolean;
  /** A visitor's read of a kept answer (a list, an item, its page): its p99 is held to the 10 ms target. */
  kept?: boolean;
  /** Any other page a visitor or member opens: its p99 is held to the 25 ms target. */
  page?: boolean;
  /** A search results page: its p99 is held to the 50 ms target. */
  search?: boolean;
  /** A path for each request in turn, for a target whose every request asks something new (no cache helps). */
  nextPath?: () => string;
}

/** A target and the process that answers it, whose CPU time is read around each slice. */
export interface Driven {
  target: LoadTarget;
  pid: number;
}

export interface LoadResult {
  key: string;
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  requests: number;
  statusCodes: Record<string, number>;
  bytesPerRequest: number;
  /** CPU time (user + system) the answering process spent per request. */
  cpuMicrosPerRequest: number | null;
  /** CPU time the load generator (autocannon, in this process, on the same cores) spent per request. */
  loadGeneratorMicrosPerRequest: number;
  rounds: number;
  /** The size of the answer's body (a GET read once before the load). */
  bodyBytes?: number;
  /** Median over the rounds of this endpoint's req/s divided by the bare route's in the same round. */
  ratioToBare?: number;
  /** The same against the bare route answering this endpoint's own body, byte for byte (bare-app.ts). */
  ratioToSameBody?: number;
  /** The bare route's CPU time per request over the same rounds, for comparison. */
  bareCpuMicrosPerRequest?: number | null;
  /** The machine's 1-minute load average when the measurement ended. */
  loadAverage: number;
  /** The server's peak resident memory so far (VmHWM), read after this measurement. */
  serverPeakRssBytes?: number | null;
}

export interface MeasureOptions {
  connections: number;
  /** Seconds each target is driven in all (the rounds' slices add up to this). */
  durationSeconds: number;
  warmupSeconds: number;
}

/** Seconds of one slice: long enough for autocannon's connections to settle, short next to the drifts seen. */
const SLICE_SECONDS = 3;

/** Clock ticks per second of /proc/<pid>/stat; 100 on every Linux this runs on. */
const CLOCK_TICKS = 100;

/** CPU seconds (user + system) a process has used, or null off Linux or once it is gone. */
function cpuSeconds(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

interface Slice {
  requests: number;
  seconds: number;
  errors: number;
  bytes: number;
  statusCodes: Record<string, number>;
  cpuSeconds: number | null;
  loadGeneratorMicros: number;
}

async function drive(
  { target, pid }: Driven,
  connections: number,
  seconds: number,
  latencies?: number[],
): Promise<Slice> {
  const cpuBefore = cpuSeconds(pid);
  const ownBefore = process.cpuUsage();
  const run = autocannon({
    url: target.url,
    connections,
    duration: seconds,
    method: target.method ?? 'GET',
    ...(target.headers ? { headers: target.headers } : {}),
    ...(target.body !== undefined ? { body: target.body } : {}),
    ...(target.nextPath
      ? { requests: [{ setupRequest: (request) => ({ ...request, path: target.nextPath!() }) }] }
      : {}),
  });
  if (latencies) run.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await run;
  const cpuAfter = cpuSeconds(pid);
  const own = process.cpuUsage(ownBefore);
  return {
    requests: result.requests.total,
    seconds: result.duration,
    // autocannon counts time-outs among errors already.
    errors: result.errors + result.non2xx,
    bytes: result.throughput.total,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, stat]) => [code, stat.count])),
    cpuSeconds: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
    loadGeneratorMicros: own.user + own.system,
  };
}

/** Slices of one target, added up. */
class Series {
  readonly slices: Slice[] = [];
  readonly latencies: number[] = [];

  rate(index: number): number {
    const slice = this.slices[index]!;
    return slice.requests / slice.seconds;
  }

  result(target: LoadTarget): LoadResult {
    const sum = (pick: (slice: Slice) => number) => this.slices.reduce((total, slice) => total + pick(slice), 0);
    const requests = sum((s) => s.requests);
    const cpu = this.slices.some((s) => s.cpuSeconds === null) ? null : sum((s) => s.cpuSeconds!);
    const statusCodes: Record<string, number> = {};
    for (const slice of this.slices)
      for (const [code, count] of Object.entries(slice.statusCodes))
        statusCodes[code] = (statusCodes[code] ?? 0) + count;
    const sorted = Float64Array.from(this.latencies).sort();
    return {
      key: target.key,
      label: target.label,
      requestsPerSecond: requests / sum((s) => s.seconds),
      p50Ms: percentile(sorted, 0.5),
      p99Ms: percentile(sorted, 0.99),
      errors: sum((s) => s.errors),
      requests,
      statusCodes,
      bytesPerRequest: requests > 0 ? Math.round(sum((s) => s.bytes) / requests) : 0,
      cpuMicrosPerRequest: cpu === null || requests === 0 ? null : Math.round((cpu * 1e6) / requests),
      loadGeneratorMicrosPerRequest: requests > 0 ? Math.round(sum((s) => s.loadGeneratorMicros) / requests) : 0,
      rounds: this.slices.length,
      loadAverage: os.loadavg()[0]!,
    };
  }
}

/** The value below which a share `q` of the sorted values lie (nearest rank), in ms to one decimal. */
export function percentile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return Math.round(sorted[index]! * 10) / 10;
}

export function median(values: number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const roundsOf = (options: MeasureOptions) => Math.max(1, Math.round(options.durationSeconds / SLICE_SECONDS));

/** One target on its own: a warm-up, then its slices back to back. */
export async function measure(driven: Driven, options: MeasureOptions): Promise<LoadResult> {
  return (await measureAgainst(driven, [], options)).result;
}

/**
 * An endpoint in rounds against its yardsticks (the bare route, then the bare route answering the
 * endpoint's own body): every round drives each yardstick and then the endpoint for one slice.
 */
export async function measureAgainst(
  endpoint: Driven,
  yardsticks: Driven[],
  options: MeasureOptions,
): Promise<{ result: LoadResult; yardsticks: LoadResult[]; ratios: number[] }> {
  if (options.warmupSeconds > 0) await drive(endpoint, options.connections, options.warmupSeconds);
  const rounds = roundsOf(options);
  const slice = options.durationSeconds / rounds;
  const endpointSeries = new Series();
  const yardstickSeries = yardsticks.map(() => new Series());
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, yardstick] of yardsticks.entries())
      yardstickSeries[index]!.slices.push(await drive(yardstick, options.connections, slice));
    endpointSeries.slices.push(await drive(endpoint, options.connections, slice, endpointSeries.latencies));
  }
  const ratios = yardstickSeries.map((series) =>
    median(endpointSeries.slices.map((_, round) => endpointSeries.rate(round) / series.rate(round))),
  );
  return {
    result: endpointSeries.result(endpoint.target),
    yardsticks: yardstickSeries.map((series, index) => series.result(yardsticks[index]!.target)),
    ratios,
  };
}
