// One GET to a third-party JSON service with a deadline. It never throws: the imports turn any
// failure into their sample-data fallback, and the reason is kept for the server log.
export type FetchJsonOutcome =
  { ok: true; body: unknown } | { ok: false; reason: string; status: number | null; body: unknown };

/** Far above any real answer (MusicBrainz and News API pages of 10 are a few kB): a runaway body is cut. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

export interface FetchJsonOptions {
  headers: Record<string, string>;
  timeoutMs: number;
  /** 'error' for requests that carry a key, so a redirect can never hand it to another host. */
  redirect?: RequestRedirect;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

export async function fetchJson(
  url: URL,
  { headers, timeoutMs, redirect = 'follow' }: FetchJsonOptions,
): Promise<FetchJsonOutcome> {
  let response: Response;
  let text: string;
  try {
    // The deadline covers the body too: a server that sends headers and then stalls still times out.
    const signal = AbortSignal.timeout(timeoutMs);
    response = await fetch(url, { headers, signal, redirect });
    text = await readCapped(response, MAX_BODY_BYTES);
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    const reason =
      name === 'TimeoutError' || name === 'AbortError'
        ? `no answer within ${timeoutMs} ms`
        : `request failed (${describe(error)})`;
    return { ok: false, reason, status: null, body: null };
  }
  const parsed = parseJson(text);
  if (!response.ok) {
    return {
      ok: false,
      reason: `HTTP ${response.status}`,
      status: response.status,
      body: parsed.ok ? parsed.value : null,
    };
  }
  if (!parsed.ok) return { ok: false, reason: 'the answer was not valid JSON', status: response.status, body: null };
  return { ok: true, body: parsed.value };
}

async function readCapped(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    size += part.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new Error(`the answer is larger than ${maxBytes} bytes`);
    }
    chunks.push(part.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // undici puts the useful part (ECONNREFUSED, ENOTFOUND…) in the cause.
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
