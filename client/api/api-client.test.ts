import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_TIMEOUT_MS } from '@shared/constants';
import { apiGet } from './api-client';
import { ApiError, NetworkError } from './api-errors';
import { isOnline, reportOffline, reportOnline } from './connection-status';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  reportOnline();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('apiGet', () => {
  it('returns the JSON body and sends the query string without empty values', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { items: [], nextCursor: null }));
    await expect(apiGet('/api/products', { query: { limit: 24, cursor: null } })).resolves.toEqual({ items: [], nextCursor: null });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/products?limit=24');
  });

  it('turns an error body into an ApiError and still counts as online', async () => {
    reportOffline();
    fetchMock.mockResolvedValue(jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'No such product' } }));
    const error = await apiGet('/api/products/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'No such product' });
    expect(isOnline()).toBe(true);
  });

  it('keeps the status when the error body is not ours', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiGet('/api/home')).rejects.toMatchObject({ status: 502, code: 'HTTP_502' });
  });

  it('marks the client offline when the connection fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await apiGet('/api/home').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ reason: 'unreachable' });
    expect(isOnline()).toBe(false);
  });

  it('gives up after the timeout and marks the client offline', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const pending = apiGet('/api/home').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS);
    await expect(pending).resolves.toMatchObject({ name: 'NetworkError', reason: 'timeout' });
    expect(isOnline()).toBe(false);
  });

  it('does not call a cancellation by the caller a lost connection', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = apiGet('/api/home', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(isOnline()).toBe(true);
  });
});
