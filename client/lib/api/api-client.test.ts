import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_TIMEOUT_MS } from '@shared/constants';
import { apiDelete, apiGet, apiPost, apiPut, apiUpload, UPLOAD_TIMEOUT_MS } from './api-client';
import { ApiError, NetworkError } from './api-errors';
import { isOnline, reportOffline, reportOnline, shownCopySavedAt } from './connection-status';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();

/** A server that never answers: the request ends only when its signal aborts. */
function hangUntilAborted(_url: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
  });
}

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
    await expect(apiGet('/api/products', { query: { limit: 24, cursor: null } })).resolves.toEqual({
      items: [],
      nextCursor: null,
    });
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

  it("keeps the field the server's message is about", async () => {
    const refusal = { code: 'VALIDATION_FAILED', message: 'End must be after the start.', field: 'endsAt' };
    fetchMock.mockResolvedValue(jsonResponse(400, { error: refusal }));
    await expect(apiGet('/api/x')).rejects.toMatchObject({ status: 400, ...refusal });
    fetchMock.mockResolvedValue(jsonResponse(400, { error: { code: 'BAD_REQUEST', message: 'No.' } }));
    expect(((await apiGet('/api/x').catch((e: unknown) => e)) as ApiError).field).toBeUndefined();
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
    fetchMock.mockImplementation(hangUntilAborted);
    const pending = apiGet('/api/home').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS);
    await expect(pending).resolves.toMatchObject({ name: 'NetworkError', reason: 'timeout' });
    expect(isOnline()).toBe(false);
  });

  it('does not call a cancellation by the caller a lost connection', async () => {
    fetchMock.mockImplementation(hangUntilAborted);
    const controller = new AbortController();
    const pending = apiGet('/api/home', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(isOnline()).toBe(true);
  });
});

describe('apiPost, apiPut and apiDelete', () => {
  it('sends a JSON body with its content type and returns the answer', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 'p1', name: 'Fela' }));
    await expect(apiPost('/api/admin/products', { name: 'Fela' })).resolves.toEqual({ id: 'p1', name: 'Fela' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/products');
    expect(init).toMatchObject({
      method: 'POST',
      body: '{"name":"Fela"}',
      headers: { 'content-type': 'application/json' },
    });
  });

  it('PUTs the JSON body to the path', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { id: 'p1' }));
    await apiPut('/api/admin/products/p1', { name: 'Zombie', imageUrl: null });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/products/p1');
    expect(init).toMatchObject({ method: 'PUT', body: '{"name":"Zombie","imageUrl":null}' });
  });

  it('resolves a 204 without a body to null and sends no body itself', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiDelete('/api/admin/events/e1')).resolves.toBeNull();
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.method).toBe('DELETE');
    expect(init?.body).toBeUndefined();
    expect(init?.headers).not.toHaveProperty('content-type');
  });

  it('turns a 409 into an ApiError with the server message', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(409, { error: { code: 'CONFLICT', message: 'A product named Zombie already exists' } }),
    );
    await expect(apiPut('/api/admin/products/p1', {})).rejects.toMatchObject({
      status: 409,
      message: 'A product named Zombie already exists',
    });
  });
});

describe('apiUpload', () => {
  it('POSTs the form as multipart, leaving the content type (and its boundary) to the browser', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { url: '/uploads/products/a.webp' }));
    const form = new FormData();
    form.set('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await expect(apiUpload('/api/admin/uploads/products', form)).resolves.toEqual({ url: '/uploads/products/a.webp' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/uploads/products');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(form);
    expect(init?.headers).not.toHaveProperty('content-type');
  });

  it('turns a 413 into an ApiError carrying the server message', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(413, { error: { code: 'PAYLOAD_TOO_LARGE', message: 'Image file size must be less than 5MB' } }),
    );
    const error = await apiUpload('/api/admin/uploads/products', new FormData()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, message: 'Image file size must be less than 5MB' });
  });

  it('waits longer than other requests, then gives up and marks the client offline', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(hangUntilAborted);
    const pending = apiUpload('/api/admin/uploads/products', new FormData()).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS);
    expect(isOnline()).toBe(true);
    await vi.advanceTimersByTimeAsync(UPLOAD_TIMEOUT_MS - API_TIMEOUT_MS);
    await expect(pending).resolves.toMatchObject({ name: 'NetworkError', reason: 'timeout' });
    expect(isOnline()).toBe(false);
  });
});

describe('answers read from the offline copies', () => {
  const copy = (savedAt: string) =>
    new Response('{"items":[]}', { status: 200, headers: { 'x-griot-saved-at': savedAt } });

  it('returns the copy, counts the app offline, and remembers the newest copy shown until the server answers', async () => {
    fetchMock.mockResolvedValueOnce(copy('2026-11-27T13:05:00.000Z'));
    await expect(apiGet('/api/products')).resolves.toEqual({ items: [] });
    expect(isOnline()).toBe(false);
    expect(shownCopySavedAt()?.toISOString()).toBe('2026-11-27T13:05:00.000Z');

    fetchMock.mockResolvedValueOnce(copy('2026-11-27T14:05:00.000Z'));
    await apiGet('/api/events');
    fetchMock.mockResolvedValueOnce(copy('2026-11-26T09:00:00.000Z'));
    await apiGet('/api/artists');
    expect(shownCopySavedAt()?.toISOString()).toBe('2026-11-27T14:05:00.000Z');

    fetchMock.mockResolvedValueOnce(jsonResponse(200, { status: 'ok' }));
    await apiGet('/api/health');
    expect(isOnline()).toBe(true);
    expect(shownCopySavedAt()).toBeNull();
  });
});
