// The kept-answer door: the commonest request of all, a visitor's GET of a list whose answer is kept, answered
// as the HTTP server hands it over, before Fastify routes it. Such a request was already answered from
// memory in its route's first hook (answeredFromCache), but only after routing, Fastify's request and reply,
// the session, forgery and security hooks, the reply's headers set one by one and its onSend hooks: a sixth
// of a kept answer's cost (docs/performance.md, fix 29). The door sends the same bytes with the same head
// Fastify sent for them: each head is recorded from a real answer of Fastify's (its headers as sent, for
// those exact bytes in that encoding), so a header a hook adds reaches the door with no code here to change.
//
// The door answers only what can be nothing but that answer: GET, no session cookie (a member's page may
// differ), no If-None-Match (the 304 is Fastify's), an address kept in one of the caches, and a head already
// recorded for the bytes the Accept-Encoding chooses. Anything else, and every answer that set a cookie,
// goes through Fastify as before. Its answers are logged and counted like Fastify's (request-log.ts,
// app-metrics.ts), with request ids from the same counter.
import type { IncomingMessage, Server, ServerOptions, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { encodedFor } from './compressed-answers';
import type { SharedAnswerCache } from './shared-answer-cache';

declare module 'fastify' {
  interface FastifyInstance {
    keptAnswerDoor: KeptAnswerDoor;
  }
  interface FastifyRequest {
    /** The kept bytes this request is answered with (a visitor's 200), for the door to learn their head. */
    keptBody: Buffer | null;
  }
}

/** What a door answer tells the request log and the metrics, as Fastify's onResponse hooks see theirs. */
export interface DoorAnswer {
  reqId: string;
  method: 'GET';
  route: string;
  status: 200;
  ms: number;
}

interface Head {
  route: string;
  /** Name, value, name, value: the form Node's writeHead takes without building an object. */
  headers: string[];
}

export interface DoorOptions {
  caches: readonly SharedAnswerCache[];
  /** The session cookie's name: a request that carries it may be a member's. */
  sessionCookie: string;
  /** The key a request's answer is kept under (shared-answers.ts). */
  keyOf: (url: string) => string;
}

/** Request ids as Fastify makes them by default, from one counter for Fastify and the door. */
export function requestIdCounter(): () => string {
  let last = 0;
  return () => {
    last = (last + 1) & 0x7fffffff;
    return `req-${last.toString(36)}`;
  };
}

export class KeptAnswerDoor {
  private options: DoorOptions | null = null;
  private readonly heads = new WeakMap<Buffer, Head>();
  private readonly observers: Array<(answer: DoorAnswer) => void> = [];
  /** Requests answered here rather than by Fastify. */
  answered = 0;

  constructor(readonly nextRequestId: () => string = requestIdCounter()) {}

  /** Starts answering; until then, and once closed, every request goes to Fastify. */
  open(options: DoorOptions): void {
    this.options = options;
  }

  close(): void {
    this.options = null;
  }

  /** Called for each answer the door sends (the request line, the metrics). */
  onAnswer(observer: (answer: DoorAnswer) => void): void {
    this.observers.push(observer);
  }

  /** Records the head Fastify sent with kept bytes (an onResponse hook): the door sends it from then on. */
  learn(request: FastifyRequest, reply: FastifyReply): void {
    const body = request.keptBody;
    if (!body || request.method !== 'GET' || request.user !== null || reply.statusCode !== 200) return;
    const sent = reply.getHeaders();
    if (sent['set-cookie'] !== undefined) return;
    const headers: string[] = [];
    for (const [name, value] of Object.entries(sent)) {
      if (value !== undefined) headers.push(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    this.heads.set(body, { route: request.routeOptions.url ?? request.url, headers });
  }

  /** Answers the request when it is a visitor's read of a kept answer whose head is known; false otherwise. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    const options = this.options;
    if (!options || request.method !== 'GET' || request.headers['if-none-match'] !== undefined) return false;
    const cookie = request.headers.cookie;
    if (cookie !== undefined && cookie.includes(options.sessionCookie)) return false;
    const url = request.url ?? '';
    if (!url.startsWith('/api/')) return false;
    const started = performance.now();
    const key = options.keyOf(url);
    for (const cache of options.caches) {
      const kept = cache.get(key);
      if (!kept) continue;
      const encoded = encodedFor(kept.body, request.headers['accept-encoding']);
      const body = encoded?.body ?? kept.body;
      const head = this.heads.get(body);
      if (!head) return false;
      cache.hits += 1;
      this.answered += 1;
      response.writeHead(200, head.headers);
      response.end(body);
      const answer: DoorAnswer = {
        reqId: this.nextRequestId(),
        method: 'GET',
        route: head.route,
        status: 200,
        ms: Math.round((performance.now() - started) * 10) / 10,
      };
      for (const observer of this.observers) observer(answer);
      return true;
    }
    return false;
  }
}

interface HttpOptions {
  http?: ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket?: number;
}

/**
 * Fastify's serverFactory: the HTTP server Fastify would make (its timeouts included), with the door in
 * front of Fastify's handler.
 */
export function serverWithDoor(door: KeptAnswerDoor): NonNullable<FastifyServerOptions['serverFactory']> {
  return (handler, fastifyOptions) => {
    // Fastify's options with its defaults filled in, as it applies them to a server it makes itself.
    const options = fastifyOptions as unknown as HttpOptions;
    const server: Server = createServer(options.http ?? {}, (request, response) => {
      if (!door.answer(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket && options.maxRequestsPerSocket > 0)
      server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}

/** Opens the door once the app is ready, teaches it every head Fastify sends, and shuts it as the app closes. */
export function registerKeptAnswerDoor(app: FastifyInstance, door: KeptAnswerDoor, options: DoorOptions): void {
  app.decorate('keptAnswerDoor', door);
  app.decorateRequest('keptBody', null);
  app.addHook('onResponse', function learnKeptHead(request, reply, done) {
    door.learn(request, reply);
    done();
  });
  app.addHook('onReady', (done) => {
    door.open(options);
    done();
  });
  // From the first moment of closing, Fastify's own answers (a 503 that sends clients elsewhere) rule.
  app.addHook('preClose', (done) => {
    door.close();
    done();
  });
}
