// Sends fuzzed requests and checks the properties every answer must have:
//  - never a 5xx;
//  - a 4xx is the one JSON error shape `{ error: { code, message, field? } }`, and its message leaks nothing;
//  - a refused request (4xx) changes no row: the tables' fingerprint after it equals the one before.
// The fingerprint after one request is the one before the next, so each request costs one fingerprint;
// anything the runner itself writes (a renewed session, the world's refresh) starts a new chain.
import type { App } from '@server/app';
import type { Db } from '@server/db/database';
import type { ActorName, FuzzWorld } from './fuzz-world';
import type { FuzzRequest } from './fuzz-requests';
import type { Operation } from './openapi-operations';
import { applicationTables, changedTables, fingerprinter, type Fingerprint } from './table-fingerprint';

/** Routes whose success ends the session the request was sent with. */
const ENDS_SESSION = new Set(['POST /api/auth/logout', 'POST /api/auth/sessions/revoke']);
/** Routes whose success deletes the actor's account. */
const ENDS_ACCOUNT = new Set(['POST /api/account/delete']);
/**
 * Puts back deleted and closed targets every so many requests, and as each operation starts (the one
 * before may have used them all up: dismissing reports closes those a delete would act on), so valid ids
 * keep reaching the handlers. Only a success of a write uses targets up, so without one since the last
 * refresh there is none.
 */
const REFRESH_EVERY = 20;

const LEAKS =
  /node_modules|\/work\/|\bat [\w.<>]+ \(|\bdrizzle\b|\bpglite\b|\bselect\b.+\bfrom\b|\binsert into\b|\bviolates\b|duplicate key|relation "|syntax error at/i;

export class FuzzFailure extends Error {
  override name = 'FuzzFailure';
}

export interface Outcome {
  status: number;
  count: number;
}

/**
 * Answers that speak of a third party, not of a fault of ours: the fuzz world's Paystack is unreachable,
 * and a refund that could not be started says so with a 502.
 */
const UPSTREAM_FAILURES: Record<string, number[]> = { 'POST /api/admin/orders/{id}/refund': [502] };

/** Refusals that are recorded by design: a forged gateway call is kept for the admin (SECURITY.md). */
const RECORDED_REFUSALS: Record<string, string[]> = { 'POST /api/payments/paystack/webhook': ['payment_issues'] };

export class FuzzRunner {
  /** Per operation key and actor: how many answers of each status. */
  readonly statuses = new Map<string, Map<number, number>>();
  private readonly refusals = new Map<string, string>();
  private last: Fingerprint | null = null;
  private sent = 0;
  private sinceRefresh = 0;
  private lastOperation: string | null = null;
  /** Whether a write succeeded since the last refresh (only then can targets be used up). */
  private wrote = false;
  /** Another property of every answer (the uploads check the files on disk): a problem, or null. */
  extraCheck: ((answer: { status: number; body: string }) => Promise<string | null>) | null = null;

  private constructor(
    private readonly app: App,
    private readonly world: FuzzWorld,
    private readonly fingerprint: () => Promise<Fingerprint>,
  ) {}

  /** `soleUser`: nothing but this app uses the database (PGlite), which makes unchanged tables cheap to see. */
  static async create(app: App, db: Db, world: FuzzWorld, soleUser: boolean): Promise<FuzzRunner> {
    return new FuzzRunner(app, world, fingerprinter(db, await applicationTables(db), { soleUser }));
  }

  get requestCount(): number {
    return this.sent;
  }

  async send(operation: Operation, actorName: ActorName, request: FuzzRequest): Promise<void> {
    const starting = operation.key !== this.lastOperation;
    if (this.wrote && (starting || this.sinceRefresh >= REFRESH_EVERY)) {
      await this.world.refresh();
      this.last = null;
      this.wrote = false;
      this.sinceRefresh = 0;
    }
    this.lastOperation = operation.key;
    this.sent += 1;
    this.sinceRefresh += 1;
    const actor = this.world.actor(actorName);
    const before = this.last ?? (await this.fingerprint());
    const response = await this.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: actor.cookie ? { ...request.headers, cookie: actor.cookie } : request.headers,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    const after = await this.fingerprint();
    this.last = after;
    const status = response.statusCode;
    if (status < 300 && request.method !== 'GET') this.wrote = true;
    this.count(operation.key, actorName, status);
    if (status >= 400)
      this.refusals.set(`${operation.key} as ${actorName}`, `${status} ${response.body.slice(0, 300)}`);

    const describe = () =>
      `${request.method} ${request.url.slice(0, 300)} as ${actorName} (${request.variant.slice(0, 300)}), ` +
      `content-type ${request.headers['content-type'] ?? 'none'}, body ${preview(request.payload)}\n` +
      `→ ${status} ${response.body.slice(0, 500)}`;
    if (status >= 500 && !UPSTREAM_FAILURES[operation.key]?.includes(status)) {
      throw new FuzzFailure(`A server error:\n${describe()}`);
    }
    if (status >= 400) {
      const problem = errorShapeProblem(response.headers['content-type'], response.body);
      if (problem) throw new FuzzFailure(`${problem}:\n${describe()}`);
      const recorded = new Set(RECORDED_REFUSALS[operation.key] ?? []);
      const changed = changedTables(before, after).filter((table) => !recorded.has(table));
      if (changed.length > 0)
        throw new FuzzFailure(`A refused request changed rows of ${changed.join(', ')}:\n${describe()}`);
    }
    const problem = await this.extraCheck?.({ status, body: response.body });
    if (problem) throw new FuzzFailure(`${problem}:\n${describe()}`);
    if (ENDS_SESSION.has(operation.key) && status === 204) {
      await this.world.renewSession(actorName);
      this.last = null;
    }
    if (ENDS_ACCOUNT.has(operation.key) && status === 200) {
      await this.world.replaceAccount(actorName);
      this.last = null;
    }
  }

  /** The last refusal of an operation to an actor, to say why it never succeeded. */
  lastRefusal(operationKey: string, actor: ActorName): string | null {
    return this.refusals.get(`${operationKey} as ${actor}`) ?? null;
  }

  outcomes(operationKey: string, actor: ActorName): Outcome[] {
    return [...(this.statuses.get(`${operationKey} as ${actor}`) ?? new Map<number, number>())].map(
      ([status, count]) => ({ status, count }),
    );
  }

  private count(key: string, actor: ActorName, status: number) {
    const name = `${key} as ${actor}`;
    const counts = this.statuses.get(name) ?? new Map<number, number>();
    counts.set(status, (counts.get(status) ?? 0) + 1);
    this.statuses.set(name, counts);
  }
}

function preview(payload: string | Buffer | undefined): string {
  if (payload === undefined) return '(none)';
  const text = typeof payload === 'string' ? payload : payload.subarray(0, 400).toString('latin1');
  return `${JSON.stringify(text.slice(0, 200))}${payload.length > 200 ? ` … (${payload.length} in all)` : ''}`;
}

/** Why a 4xx answer is not the one error shape, or null when it is. */
export function errorShapeProblem(contentType: unknown, body: string): string | null {
  if (typeof contentType !== 'string' || !contentType.startsWith('application/json'))
    return `A refusal that is not JSON (${JSON.stringify(contentType)})`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'A refusal whose body does not parse';
  }
  const error = (parsed as { error?: unknown } | null)?.error as
    { code?: unknown; message?: unknown; field?: unknown } | undefined;
  const shaped =
    typeof parsed === 'object' &&
    parsed !== null &&
    Object.keys(parsed).length === 1 &&
    typeof error === 'object' &&
    error !== null &&
    ['code,message', 'code,field,message'].includes(Object.keys(error).sort().join(',')) &&
    (!('field' in error) || (typeof error.field === 'string' && /^[a-zA-Z]+(\/[a-zA-Z0-9]+)*$/.test(error.field))) &&
    typeof error.code === 'string' &&
    /^[A-Z][A-Z_]*$/.test(error.code) &&
    typeof error.message === 'string' &&
    error.message.trim().length > 0;
  if (!shaped) return 'A refusal not in the one error shape { error: { code, message, field? } }';
  if (LEAKS.test(error.message as string)) return 'A refusal whose message reveals internals';
  return null;
}
