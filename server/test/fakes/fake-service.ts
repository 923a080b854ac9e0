// A local HTTP server standing in for MusicBrainz and the News API in tests (the real hosts are never
// called). Each test says how it answers and reads back what the server under test sent.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Config } from '@server/config';

export interface ReceivedRequest {
  method: string;
  /** The request target exactly as sent (path and query). */
  rawUrl: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** Date.now() when the request arrived. */
  at: number;
}

export type Responder = (request: ReceivedRequest, response: ServerResponse) => void;

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

export function sendText(response: ServerResponse, status: number, contentType: string, body: string): void {
  response.writeHead(status, { 'content-type': contentType });
  response.end(body);
}

/** Never answers: the client's deadline must end the wait. */
export const neverAnswer: Responder = () => {};

const unexpected: Responder = (request, response) =>
  sendJson(response, 500, { status: 'error', code: 'unexpected', message: `the test set no answer for ${request.rawUrl}` });

export const TEST_NEWS_KEY = 'test-news-key-0123456789abcdef';
export const TEST_CONTACT = 'imports-test@griot.local';
const DEFAULT_TIMEOUT_MS = 2000;

export interface FakeServices {
  readonly url: string;
  readonly requests: ReceivedRequest[];
  answerWith(responder: Responder): void;
  /**
   * The app's `config.imports`, pointing at this server. It is reset before each test; a test may change
   * it (a short timeout, no key) before it calls the app, which reads it per request.
   */
  readonly settings: Config['imports'];
}

/** Starts the fake server for the enclosing describe; pass `settings` to `useTestApp(driver, { imports })`. */
export function useFakeServices(): FakeServices {
  let responder: Responder = unexpected;
  let url = '';
  const requests: ReceivedRequest[] = [];
  const settings: Config['imports'] = {
    musicBrainzUrl: '',
    musicBrainzContact: TEST_CONTACT,
    newsApiUrl: '',
    newsApiKey: TEST_NEWS_KEY,
    timeoutMs: DEFAULT_TIMEOUT_MS,
  };

  const server = createServer((incoming, response) => {
    const rawUrl = incoming.url ?? '/';
    const parsed = new URL(rawUrl, 'http://fake.invalid');
    const request = { method: incoming.method ?? 'GET', rawUrl, path: parsed.pathname, query: parsed.searchParams, headers: incoming.headers, at: Date.now() };
    requests.push(request);
    responder(request, response);
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  beforeEach(() => {
    responder = unexpected;
    requests.length = 0;
    Object.assign(settings, { musicBrainzUrl: url, musicBrainzContact: TEST_CONTACT, newsApiUrl: url, newsApiKey: TEST_NEWS_KEY, timeoutMs: DEFAULT_TIMEOUT_MS });
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  return {
    get url() {
      return url;
    },
    requests,
    answerWith: (next) => {
      responder = next;
    },
    settings,
  };
}

/** A base URL where nothing listens, for connection failures. */
export async function closedPortUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
