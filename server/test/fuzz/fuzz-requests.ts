// Requests for one operation: about a third valid-looking from its schemas (real ids, valid query and
// body), the rest with one or more parts made hostile (path, query, body, transport).
import fc from 'fast-check';
import { EXTRA_FIELDS, hostileString, hostileValue, MALFORMED_JSON, WRONG_CONTENT_TYPES } from './hostile-values';
import type { ActorName, FuzzWorld, IdKind } from './fuzz-world';
import type { JsonSchema, Operation, Parameter } from './openapi-operations';
import { isoDate, validObject, validValue } from './schema-values';

/** The host every fuzzed request names; a same-origin Origin names it too. */
export const FUZZ_HOST = 'griot.test';

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Which parts were made hostile, and how: for the failure report and the statistics. */
  variant: string;
}

type Part = 'path' | 'query' | 'body' | 'transport';

interface Piece<T> {
  value: T;
  label: string;
}

const piece = <T>(label: string, arbitrary: fc.Arbitrary<T>): fc.Arbitrary<Piece<T>> =>
  arbitrary.map((value) => ({ value, label }));

/** Percent-encodes anything, lone surrogates included (encodeURIComponent throws on them). */
export function encodeAny(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  }
}

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

// ---- path parameters --------------------------------------------------------------------------------

const ADMIN_KINDS: Record<string, IdKind> = {
  products: 'product',
  events: 'event',
  artists: 'artist',
  stories: 'story',
  'story-feeds': 'storyFeed',
  orders: 'order',
  payments: 'paymentIssue',
  mail: 'mail',
  newsletter: 'newsletterIssue',
  reports: 'report',
  // The door of an event, by its slug.
  'check-in': 'event',
};

type Whose = 'any' | 'own' | 'others' | 'standing';

function idKindOf(operation: Operation, parameter: Parameter): { kind: IdKind; whose: Whose } | null {
  // An author's edit or deletion names their own post or reply (a follow's DELETE may name any); a report
  // names someone else's, since one's own words cannot be reported.
  const edit =
    (operation.method === 'PATCH' || operation.method === 'DELETE') && !operation.path.startsWith('/api/admin/');
  const report = operation.method === 'POST' && operation.path.endsWith('/reports');
  // A reply goes under a post still standing (its author's deletion refuses replies): anyone's.
  const reply = operation.method === 'POST' && operation.path.endsWith('/replies');
  const words: Whose = edit ? 'own' : report ? 'others' : reply ? 'standing' : 'any';
  if (parameter.name === 'forumId') return { kind: 'forum', whose: 'any' };
  if (parameter.name === 'postId') return { kind: 'post', whose: words };
  if (parameter.name === 'replyId') return { kind: 'reply', whose: words };
  if (parameter.name === 'variantId') return { kind: 'variant', whose: 'any' };
  if (parameter.name === 'ticketTypeId') return { kind: 'ticketType', whose: 'any' };
  if (parameter.name === 'userId') return { kind: 'user', whose: 'any' };
  if (parameter.name === 'notificationId') return { kind: 'notification', whose: 'own' };
  if (parameter.name === 'id') {
    const kind = ADMIN_KINDS[/^\/api\/admin\/([^/]+)\//.exec(operation.path)?.[1] ?? ''];
    return kind ? { kind, whose: 'any' } : null;
  }
  return null;
}

/** Path values that name something that exists, for the parameters that are not ids. */
function knownValuesOf(
  operation: Operation,
  parameter: Parameter,
  world: FuzzWorld,
  actor: ActorName,
): (() => string[]) | null {
  if (parameter.name === 'slug') {
    const kind = ADMIN_KINDS[/^\/api\/([^/]+)\/\{slug\}/.exec(operation.path)?.[1] ?? ''];
    return kind ? () => world.slugsOf(kind) : null;
  }
  if (operation.path === '/sitemaps/{file}') return () => SITEMAP_FILES;
  if (parameter.name === 'reference') return () => world.orderReferences(actor);
  if (parameter.name === 'handle') return () => world.memberHandles();
  return null;
}

const SITEMAP_FILES = ['product-1.xml', 'event-1.xml', 'artist-1.xml', 'story-1.xml'];

const pickFrom = (list: () => string[], fallback: fc.Arbitrary<string>) =>
  fc.tuple(fc.nat(), fallback).map(([i, other]) => {
    const ids = list();
    return ids.length > 0 ? ids[i % ids.length]! : other;
  });

const RAW_SEGMENTS = [
  '%zz',
  '%',
  '%0',
  '%00',
  '..',
  '.',
  '%2e%2e',
  '%2F',
  '%2f..%2f',
  '%E0%A4%A',
  '%C0%AF',
  '%FF',
  'a%20b',
  ';',
  '%3B',
  '+',
  '~',
  'x'.repeat(600),
];

function pathParam(
  operation: Operation,
  parameter: Parameter,
  world: FuzzWorld,
  actor: ActorName,
  hostile: boolean,
): fc.Arbitrary<Piece<string>> {
  const id = idKindOf(operation, parameter);
  const known = knownValuesOf(operation, parameter, world, actor);
  if (!hostile) {
    if (id)
      return piece(
        'id',
        pickFrom(() => world.idsOf(id.kind, actor, id.whose), fc.uuid()),
      );
    if (known) return piece('known', pickFrom(known, fc.constant('none')));
    return piece(
      'valid',
      validValue(parameter.schema).map((v) => encodeAny(String(v))),
    );
  }
  const allKinds: IdKind[] = [
    'forum',
    'post',
    'reply',
    'product',
    'event',
    'artist',
    'story',
    'storyFeed',
    'variant',
    'order',
    'paymentIssue',
    'mail',
    'report',
  ];
  return fc.oneof(
    piece('unknown-uuid', fc.uuid()),
    piece(
      'uuid-variant',
      fc
        .tuple(fc.uuid(), fc.nat(7))
        .map(([u, i]) =>
          encodeAny(
            [
              `urn:uuid:${u}`,
              `{${u}}`,
              u.toUpperCase(),
              u.replace(/-/g, ''),
              ` ${u}`,
              `${u}x`,
              `${u}/`,
              '00000000-0000-0000-0000-000000000000',
            ][i]!,
          ),
        ),
    ),
    piece(
      'wrong-kind-id',
      fc.constantFrom(...allKinds).chain((kind) => pickFrom(() => world.idsOf(kind), fc.uuid())),
    ),
    piece('hostile-text', hostileString.map(encodeAny)),
    piece('raw-segment', fc.constantFrom(...RAW_SEGMENTS)),
  );
}

// ---- query ------------------------------------------------------------------------------------------

const CURSOR_PARTS = [
  '1',
  '0',
  '-1',
  '2024',
  'Tue',
  'May 1',
  '2024-99-99',
  '2024-02-30',
  '0000-01-01',
  '10000-01-01',
  '275760-09-13',
  '-271821-04-20',
  'infinity',
  'epoch',
  'now',
  'today',
  'allballs',
  '1970-01-01T00:00:00Z',
  '2024-01-01T25:00:00Z',
  '',
];

const craftedCursor = fc.oneof(
  fc
    .array(
      fc.oneof(
        fc.constantFrom(...CURSOR_PARTS),
        fc.uuid(),
        isoDate,
        hostileString.filter((s) => s.length < 200),
      ),
      { minLength: 1, maxLength: 4 },
    )
    .map((parts) => base64url(JSON.stringify(parts))),
  hostileValue.map((value) => base64url(JSON.stringify(value) ?? 'x')),
  fc.stringMatching(/^[A-Za-z0-9_-]{1,120}$/),
);

type Pairs = Array<[string, string]>;

const queryString = (pairs: Pairs) =>
  pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${encodeAny(k)}=${encodeAny(v)}`).join('&')}`;
const RAW_QUERIES = [
  '?limit=%',
  '?cursor=%E0%A4%A',
  '?=&&=',
  '?limit[]=1',
  '?limit[a]=1',
  '?a[b][c]=1',
  '?limit=1&limit=2',
  '?cursor',
  '?limit=',
  '?q=%00',
  '?' + 'x=1&'.repeat(2000),
  '?%zz=1',
  '?limit=1e2',
  '?limit=0x10',
  '?limit=+5',
];

/** A valid query value; for a list's text filter, often one that some row has (else its pages are empty). */
function queryValue(parameter: Parameter, world: FuzzWorld): fc.Arbitrary<unknown> {
  const generated = validValue(parameter.schema);
  if (!world.filterValuesOf(parameter.name)) return generated;
  return fc.oneof(
    pickFrom(() => world.filterValuesOf(parameter.name) ?? [], generated.map(String)),
    generated,
  );
}

function query(operation: Operation, world: FuzzWorld, hostile: boolean): fc.Arbitrary<Piece<string>> {
  const params = operation.query;
  // A required parameter (search's `q`) is always there; each optional one now and then. A cursor is the
  // server's own opaque token, which a generated one never is: valid queries start at the first page, and
  // generated cursors are the hostile 'crafted-cursor' variant's.
  const validPairs: fc.Arbitrary<Pairs> = fc
    .tuple(
      ...params
        .filter((p) => p.name !== 'cursor')
        .map((p) => {
          const pair = queryValue(p, world).map((v) => [p.name, String(v)] as [string, string]);
          return p.required ? pair : fc.option(pair, { freq: 2 });
        }),
    )
    .map((pairs) => pairs.filter((pair): pair is [string, string] => pair !== null));
  if (!hostile) return piece('valid', validPairs.map(queryString));
  const names = params.map((p) => p.name);
  const variants: Array<fc.Arbitrary<Piece<string>>> = [
    piece(
      'unknown-key',
      fc
        .tuple(
          validPairs,
          fc.constantFrom('x', 'role', 'admin', '__proto__', 'constructor', 'limit ', 'LIMIT'),
          hostileString,
        )
        .map(([pairs, k, v]) => queryString([...pairs, [k, v]])),
    ),
    piece('raw-query', fc.constantFrom(...RAW_QUERIES)),
  ];
  if (names.length > 0) {
    variants.push(
      piece(
        'hostile-value',
        fc
          .tuple(
            validPairs,
            fc.constantFrom(...names),
            fc.oneof(
              hostileString,
              hostileValue.map((v) => JSON.stringify(v) ?? ''),
            ),
          )
          .map(([pairs, k, v]) => queryString([...pairs.filter(([n]) => n !== k), [k, v]])),
      ),
    );
  }
  if (names.includes('cursor'))
    variants.push(
      piece(
        'crafted-cursor',
        fc
          .tuple(validPairs, craftedCursor)
          .map(([pairs, c]) => queryString([...pairs.filter(([n]) => n !== 'cursor'), ['cursor', c]])),
      ),
    );
  return fc.oneof(...variants);
}

// ---- body and transport -----------------------------------------------------------------------------

interface Body {
  payload?: string;
  contentType?: string;
}

function hostileObject(schema: JsonSchema): fc.Arbitrary<Piece<unknown>> {
  const keys = Object.keys(schema.properties ?? {});
  const required = schema.required ?? [];
  const valid = validObject(schema);
  const variants: Array<fc.Arbitrary<Piece<unknown>>> = [
    piece('whole-body', hostileValue),
    piece(
      'extra-fields',
      fc
        .tuple(
          valid,
          fc.dictionary(
            fc.constantFrom(...EXTRA_FIELDS),
            fc.oneof(hostileValue, fc.constantFrom('admin', true, 999, '00000000-0000-0000-0000-000000000000')),
            { minKeys: 1, maxKeys: 4 },
          ),
        )
        .map(([v, extra]) => ({ ...v, ...extra })),
    ),
    piece(
      'all-strings-hostile',
      fc
        .tuple(valid, fc.array(hostileString, { minLength: keys.length, maxLength: keys.length }))
        .map(([v, texts]) =>
          Object.fromEntries(keys.map((k, i) => [k, schema.properties![k]!.type === 'string' ? texts[i] : v[k]])),
        ),
    ),
  ];
  if (keys.length > 0) {
    variants.push(
      piece(
        'field-hostile',
        fc.tuple(valid, fc.constantFrom(...keys), hostileValue).map(([v, k, bad]) => ({ ...v, [k]: bad })),
      ),
    );
  }
  if (required.length > 0) {
    variants.push(
      piece(
        'field-missing',
        fc.tuple(valid, fc.constantFrom(...required)).map(([v, k]) => {
          const copy = { ...v };
          delete copy[k];
          return copy;
        }),
      ),
    );
  }
  return fc.oneof(...variants);
}

/**
 * A valid body whose `artist` (an admin entry's reference to the directory, by name) names an artist
 * that exists: any other name is refused, so the fuzzer would never reach the handler's success.
 */
function validBody(schema: NonNullable<Operation['body']>, world: FuzzWorld): fc.Arbitrary<unknown> {
  return fc.tuple(validObject(schema), fc.nat()).map(([body, i]) => {
    if (typeof body !== 'object' || body === null || !('artist' in body)) return body;
    const names = world.artistNames();
    return names.length > 0 ? { ...body, artist: names[i % names.length] } : body;
  });
}

function bodyPiece(
  operation: Operation,
  world: FuzzWorld,
  goodBodies: Array<Record<string, unknown>>,
  hostileBody: boolean,
  hostileTransport: boolean,
): fc.Arbitrary<Piece<Body>> {
  const schema = operation.body;
  const value: fc.Arbitrary<Piece<unknown>> | null = !schema
    ? null
    : hostileBody
      ? hostileObject(schema)
      : goodBodies.length > 0
        ? // Known-good bodies weigh double: a success must be reached in few runs, and generated ones rarely are.
          fc.oneof(piece('valid', validBody(schema, world)), {
            weight: 2,
            arbitrary: piece('known-good', fc.constantFrom(...goodBodies)),
          })
        : piece('valid', validBody(schema, world));
  const json = (v: Piece<unknown>, contentType = 'application/json'): Piece<Body> => ({
    value: { payload: JSON.stringify(v.value) ?? 'null', contentType },
    label: v.label,
  });
  if (!hostileTransport) {
    if (!value) return fc.constant({ value: {}, label: 'no-body' });
    return fc
      .tuple(value, fc.constantFrom('application/json', 'application/json; charset=utf-8'))
      .map(([v, type]) => json(v, type));
  }
  const some = value ?? piece('object', fc.oneof(fc.constant<unknown>({}), hostileValue));
  return fc.oneof(
    piece(
      'malformed-json',
      fc.constantFrom(...MALFORMED_JSON).map((payload) => ({ payload, contentType: 'application/json' })),
    ),
    fc
      .tuple(some, fc.constantFrom(...WRONG_CONTENT_TYPES))
      .map(([v, type]) => ({ ...json(v, type), label: `content-type ${type}` })),
    piece('empty-json', fc.constant<Body>({ payload: '', contentType: 'application/json' })),
    some.map((v) => ({ value: { payload: JSON.stringify(v.value) ?? 'null' }, label: 'no-content-type' })),
    some.map((v) => ({
      value: {
        payload: JSON.stringify({ filler: 'x'.repeat(200 * 1024), value: v.value }),
        contentType: 'application/json',
      },
      label: 'oversized',
    })),
  );
}

// ---- whole requests ---------------------------------------------------------------------------------

const SITE_HEADERS: Array<Record<string, string>> = [
  {},
  { origin: `http://${FUZZ_HOST}` },
  { 'sec-fetch-site': 'same-origin' },
  { origin: `http://${FUZZ_HOST}`, 'sec-fetch-site': 'same-origin' },
];

const FORGED_COOKIES = [
  'griot_session=forged',
  'griot_session=',
  `griot_session=${'a'.repeat(500)}`,
  'griot_session=%zz',
  '__Host-griot_session=x',
  'griot_session=a; griot_session=b',
  '=;;=',
  'garbage',
  'griot_session="quoted"',
];

export interface RequestOptions {
  /** Bodies known to succeed (real credentials for sign-in), mixed into the valid ones. */
  goodBodies?: Array<Record<string, unknown>>;
}

export function fuzzRequests(
  operation: Operation,
  world: FuzzWorld,
  actor: ActorName,
  options: RequestOptions = {},
): fc.Arbitrary<FuzzRequest> {
  const parts: Part[] = ['query'];
  if (operation.pathParams.length > 0) parts.push('path');
  if (operation.body) parts.push('body');
  if (operation.method !== 'GET') parts.push('transport');

  const build = (hostile: ReadonlySet<Part>): fc.Arbitrary<FuzzRequest> =>
    fc
      .record({
        path: fc.tuple(...operation.pathParams.map((p) => pathParam(operation, p, world, actor, hostile.has('path')))),
        query: query(operation, world, hostile.has('query')),
        body: bodyPiece(operation, world, options.goodBodies ?? [], hostile.has('body'), hostile.has('transport')),
        site: fc.constantFrom(...SITE_HEADERS),
        forgedCookie:
          actor === 'visitor' ? fc.option(fc.constantFrom(...FORGED_COOKIES), { freq: 4 }) : fc.constant(null),
      })
      .map(({ path, query: q, body, site, forgedCookie }) => {
        let url = operation.path;
        operation.pathParams.forEach((p, i) => (url = url.replace(`{${p.name}}`, path[i]!.value)));
        const headers: Record<string, string> = { host: FUZZ_HOST, ...site };
        if (body.value.contentType) headers['content-type'] = body.value.contentType;
        if (forgedCookie) headers.cookie = forgedCookie;
        const labels = [
          ...operation.pathParams.map((p, i) => `${p.name}:${path[i]!.label}`),
          `query:${q.label}`,
          `body:${body.label}`,
          ...(forgedCookie ? [`cookie:${forgedCookie.slice(0, 30)}`] : []),
        ];
        return {
          method: operation.method,
          url: `${url}${q.value}`,
          headers,
          payload: body.value.payload,
          variant: `${hostile.size === 0 ? 'valid' : 'hostile'} ${labels.join(' ')}`,
        };
      });

  return fc.oneof(
    { weight: 35, arbitrary: build(new Set()) },
    { weight: 65, arbitrary: fc.subarray(parts, { minLength: 1 }).chain((hostile) => build(new Set(hostile))) },
  );
}
