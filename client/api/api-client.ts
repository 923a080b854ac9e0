// The one place that calls fetch. Every request gets a timeout, reports connectivity, and turns a
// non-2xx answer into an ApiError carrying the server's `{ error: { code, message } }`.
import { API_TIMEOUT_MS } from '@shared/constants';
import { ApiError, NetworkError } from './api-errors';
import { reportOffline, reportOnline } from './connection-status';

export type QueryParams = Record<string, string | number | null | undefined>;

export interface RequestOptions {
  query?: QueryParams;
  /** Cancels the request (TanStack Query passes one); a cancellation says nothing about connectivity. */
  signal?: AbortSignal;
}

function buildUrl(path: string, query: QueryParams = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function isErrorBody(value: unknown): value is { error: { code: string; message: string } } {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const { error } = value;
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    'message' in error &&
    typeof error.code === 'string' &&
    typeof error.message === 'string'
  );
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  if (isErrorBody(body)) return new ApiError(status, body.error.code, body.error.message);
  // Proxies and crashes can answer without our JSON shape; keep the status, invent nothing else.
  return new ApiError(status, `HTTP_${status}`, `The server answered with status ${status}.`);
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function apiRequest<T>(method: Method, path: string, { query, signal }: RequestOptions, payload?: unknown): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, API_TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    let response: Response;
    let body: unknown;
    try {
      response = await fetch(buildUrl(path, query), {
        method,
        headers: payload === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
        body: payload === undefined ? undefined : JSON.stringify(payload),
        credentials: 'same-origin',
        signal: controller.signal,
      });
      // The body belongs to the answer too: the timeout keeps running until it has arrived.
      body = await readJson(response);
    } catch (error) {
      if (signal?.aborted && !timedOut) throw error;
      reportOffline();
      throw new NetworkError(timedOut ? 'timeout' : 'unreachable');
    }

    reportOnline();
    if (!response.ok) throw toApiError(response.status, body);
    if (body === undefined) throw new ApiError(response.status, 'INVALID_RESPONSE', 'The server sent an unreadable answer.');
    return body as T;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

/** GET a JSON resource of the API, typed by the caller from the shared schemas. */
export function apiGet<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return apiRequest<T>('GET', path, options);
}

/** POST a JSON body (or nothing); answers without a body (204) resolve to null. */
export function apiPost<T>(path: string, payload?: unknown, options: RequestOptions = {}): Promise<T> {
  return apiRequest<T>('POST', path, options, payload);
}
