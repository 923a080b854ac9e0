// The plumbing every fake service shares: a node:http server on a free port of 127.0.0.1, the requests it
// received, its normal answers, and a way for a test to replace them (an error, a time-out, a dropped
// connection) until it is reset. Plain Node, no vitest, so the browser tests' global setup can run it too.
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type RequestListener,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  /** The request target exactly as sent (path and query). */
  rawUrl: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** Date.now() when the request arrived. */
  at: number;
}

export type Responder = (request: ReceivedRequest, response: ServerResponse) => void | Promise<void>;

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

export function sendText(response: ServerResponse, status: number, contentType: string, body: string): void {
  response.writeHead(status, { 'content-type': contentType });
  response.end(body);
}

export async function readBody(incoming: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Never answers: the client's deadline must end the wait. */
export const neverAnswer: Responder = () => {};

/** Closes the connection without an answer: the client's request fails. */
export const dropConnection: Responder = (_request, response) => {
  response.socket?.destroy();
};

export interface HttpServer {
  url: string;
  close(): Promise<void>;
}

/** Listens on a free port of 127.0.0.1; close() also ends the connections still open (requests left unanswered). */
export async function startHttpServer(listener: RequestListener): Promise<HttpServer> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface FakeService {
  /** The base URL to configure the app with; empty until start(). */
  readonly url: string;
  /** What the service received since the last reset, in order. */
  readonly requests: ReceivedRequest[];
  /** Answers every request with `responder` instead of the service's normal answers, until reset(). */
  answerWith(responder: Responder): void;
  /** Back to the normal answers, with no requests recorded. */
  reset(): void;
  start(): Promise<void>;
  close(): Promise<void>;
}

/** A fake that answers with `normal` unless a test said otherwise; `onReset` puts its own state back too. */
export function createFakeService(normal: Responder, onReset: () => void = () => {}): FakeService {
  let server: HttpServer | null = null;
  let override: Responder | null = null;
  const requests: ReceivedRequest[] = [];

  const receive = async (incoming: IncomingMessage, response: ServerResponse) => {
    const at = Date.now();
    const rawUrl = incoming.url ?? '/';
    const parsed = new URL(rawUrl, 'http://fake.invalid');
    const request = {
      method: incoming.method ?? 'GET',
      rawUrl,
      path: parsed.pathname,
      query: parsed.searchParams,
      headers: incoming.headers,
      body: await readBody(incoming),
      at,
    };
    requests.push(request);
    await (override ?? normal)(request, response);
  };
  const listener: RequestListener = (incoming, response) => {
    receive(incoming, response).catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, { error: { message: `the fake failed: ${String(error)}` } });
    });
  };

  return {
    get url() {
      return server?.url ?? '';
    },
    requests,
    answerWith: (responder) => {
      override = responder;
    },
    reset: () => {
      override = null;
      requests.length = 0;
      onReset();
    },
    start: async () => {
      server ??= await startHttpServer(listener);
    },
    close: async () => {
      await server?.close();
      server = null;
    },
  };
}
