// Drives one endpoint with autocannon: a short warm-up (JIT, connection pools, database caches), then
// the measured run. Errors count every failed request: socket errors, time-outs and non-2xx answers.
import os from 'node:os';
import autocannon from 'autocannon';

export interface LoadTarget {
  key: string;
  label: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Whether the target is a list endpoint held to the 0.6x-of-bare target. */
  list?: boolean;
  /** Whether the target is a page (every page's p99 is held to the 25 ms target). */
  page?: boolean;
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
  /** The size of the answer's body (a GET read once before the load). */
  bodyBytes?: number;
  /** The bare route's req/s measured just before this endpoint (the machine is shared: load drifts). */
  adjacentBareRps?: number;
  /** The same, for a bare route whose body has this endpoint's size (like for like when bodies differ). */
  adjacentSizedBareRps?: number;
  /** The machine's 1-minute load average when the measurement ended. */
  loadAverage: number;
  /** The server's peak resident memory so far (VmHWM), read after this measurement. */
  serverPeakRssBytes?: number | null;
}

function drive(target: LoadTarget, connections: number, duration: number) {
  return autocannon({
    url: target.url,
    connections,
    duration,
    method: target.method ?? 'GET',
    ...(target.headers ? { headers: target.headers } : {}),
    ...(target.body !== undefined ? { body: target.body } : {}),
  });
}

export interface MeasureOptions {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

export async function measure(target: LoadTarget, options: MeasureOptions): Promise<LoadResult> {
  if (options.warmupSeconds > 0) await drive(target, options.connections, options.warmupSeconds);
  const result = await drive(target, options.connections, options.durationSeconds);
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, stat]) => [code, stat.count]));
  const requests = result.requests.total;
  return {
    key: target.key,
    label: target.label,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    // autocannon counts time-outs among errors already.
    errors: result.errors + result.non2xx,
    requests,
    statusCodes,
    bytesPerRequest: requests > 0 ? Math.round(result.throughput.total / requests) : 0,
    loadAverage: os.loadavg()[0]!,
  };
}

/** Against a bare route with a body of the endpoint's own size, measured just before it; NaN when not measured. */
export function ratioToSizedBare(result: LoadResult): number {
  return result.adjacentSizedBareRps ? result.requestsPerSecond / result.adjacentSizedBareRps : NaN;
}

/** Against the bare route measured just before the endpoint when there is one, else the first. */
export function ratioToBare(result: LoadResult, bareRps: number): number {
  return result.requestsPerSecond / (result.adjacentBareRps ?? bareRps);
}
