// The one place that calls fetch. Every request gets a timeout, reports connectivity, and turns a
// non-2xx answer into an ApiError carrying the server's `{ error: { code, message, field? } }`.
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { apiAddress } from '@shared/api-paths';
import { API_TIMEOUT_MS } from '@shared/constants';
import { ApiError, NetworkError } from './api-errors';
import { SAVED_AT_HEADER } from '@client/lib/offline/offline-copies';
import { reportOffline, reportOfflineCopy, reportOnline } from './connection-status';

export type QueryParams = Record<string, string | number | null | undefined>;

export interface RequestOptions {
  query?: QueryParams;
  /** Cancels the request (TanStack Query passes one); a cancellation says nothing about connectivity. */
  signal?: AbortSignal;
}

/** What a request sends: nothing, a JSON value, or a multipart form (the browser sets its boundary). */
type RequestBody = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'form'; value: FormData };

/**
 * An image of up to 5 MB on a slow mobile link takes longer than the API's 10 s to arrive; uploads get
 * longer before the app calls itself offline. Everything else about them is an ordinary request.
 */
export const UPLOAD_TIMEOUT_MS = 60_000;

function isErrorBody(value: unknown): value is { error: { code: string; message: string; field?: unknown } } {
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
  if (isErrorBody(body)) {
    const { code, message, field } = body.error;
    return new ApiError(status, code, message, typeof field === 'string' && field ? field : undefined);
  }
  // Proxies and crashes can answer without our JSON shape; keep the status, invent nothing else.
  return new ApiError(
    status,
    `HTTP_${status}`,
    t({ id: 'ui.api.bad-status', message: `The server answered with status ${status}.` }),
  );
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function encodeBody(body: RequestBody): { headers: Record<string, string>; body?: BodyInit } {
  const accept = { accept: 'application/json' };
  if (body.kind === 'json')
    return { headers: { ...accept, 'content-type': 'application/json' }, body: JSON.stringify(body.value) };
  if (body.kind === 'form') return { headers: accept, body: body.value };
  return { headers: accept };
}

async function apiRequest<T>(
  method: Method,
  path: string,
  { query, signal }: RequestOptions,
  payload: RequestBody = { kind: 'none' },
  timeoutMs: number = API_TIMEOUT_MS,
): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    let response: Response;
    let body: unknown;
    try {
      const { headers, body: sent } = encodeBody(payload);
      response = await fetch(apiAddress(path, query), {
        method,
        // A write's refusal is read by the person who sent it: in the page's language, not the browser's.
        // Reads keep the browser's headers, so they match the page's preloads (server/pages/data-preloads.ts).
        headers: method === 'GET' ? headers : { ...headers, 'accept-language': i18n.locale },
        body: sent,
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

    // The service worker answers from its copies only when the server could not be reached.
    const copySavedAt = response.headers.get(SAVED_AT_HEADER);
    if (copySavedAt) reportOfflineCopy(new Date(copySavedAt));
    else reportOnline();
    if (!response.ok) throw toApiError(response.status, body);
    if (body === undefined)
      throw new ApiError(
        response.status,
        'INVALID_RESPONSE',
        t({ id: 'ui.api.unreadable', message: 'The server sent an unreadable answer.' }),
      );
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

const json = (value: unknown): RequestBody => (value === undefined ? { kind: 'none' } : { kind: 'json', value });

/** POST a JSON body (or nothing); answers without a body (204) resolve to null. */
export function apiPost<T>(path: string, payload?: unknown, options: RequestOptions = {}): Promise<T> {
  return apiRequest<T>('POST', path, options, json(payload));
}

/** PUT a JSON body: replaces the resource and resolves to the server's copy of it. */
export function apiPut<T>(path: string, payload: unknown, options: RequestOptions = {}): Promise<T> {
  return apiRequest<T>('PUT', path, options, json(payload));
}

/** PATCH a JSON body: changes part of the resource and resolves to the server's copy of it. */
export function apiPatch<T>(path: string, payload: unknown, options: RequestOptions = {}): Promise<T> {
  return apiRequest<T>('PATCH', path, options, json(payload));
}

/** DELETE a resource; the usual 204 resolves to null. */
export function apiDelete<T = null>(path: string, options: RequestOptions = {}): Promise<T> {
  return apiRequest<T>('DELETE', path, options);
}

/** POST a multipart form (a file upload), with the longer upload timeout. */
export function apiUpload<T>(path: string, formData: FormData, options: RequestOptions = {}): Promise<T> {
  return apiRequest<T>('POST', path, options, { kind: 'form', value: formData }, UPLOAD_TIMEOUT_MS);
}
