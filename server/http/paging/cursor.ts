// Keyset pagination: a cursor is the sort key of the last item of a page, opaque to clients
// (base64url JSON). Pages stay stable while rows are added, and deep pages cost as little as the first.
import { createHash } from 'node:crypto';
import { badRequest } from '@server/errors';
import { INVALID_CURSOR } from '../http-messages';

export type CursorKey = readonly string[];

export function encodeCursor(key: CursorKey): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A filtered list's cursor carries a short hash of its normalised filters ahead of the sort key, so that
 * it continues only the list it was made in: under other filters its key means nothing, and it is refused.
 * An unfiltered list has no scope, and its cursors are the bare sort key.
 */
export function filterScope(filters: object): CursorKey {
  const set = Object.entries(filters)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  if (set.length === 0) return [];
  return [createHash('sha256').update(JSON.stringify(set)).digest('base64url').slice(0, 12)];
}

/**
 * Decodes a cursor whose parts must each pass their check, after the parts of its `scope`; anything else is a
 * 400, never a 500. Returns the sort key.
 */
export function decodeCursor(
  cursor: string,
  checks: ReadonlyArray<(part: string) => boolean>,
  scope: CursorKey = [],
): string[] {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parts = null;
  }
  const valid =
    Array.isArray(parts) &&
    parts.length === scope.length + checks.length &&
    parts.every(
      (part, i) => typeof part === 'string' && (i < scope.length ? part === scope[i] : checks[i - scope.length]!(part)),
    );
  if (!valid) throw badRequest(INVALID_CURSOR, 'INVALID_CURSOR');
  return (parts as string[]).slice(scope.length);
}

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A cursor part must be exactly what we encode: JavaScript reads far more than PostgreSQL does ('May 1',
 * '2024-02-30', year 0000), so a part is valid only when it survives a round trip through Date.
 */
function roundTrips(iso: string): boolean {
  const time = Date.parse(iso);
  return !Number.isNaN(time) && new Date(time).toISOString() === iso && !iso.startsWith('0000-');
}

export const cursorChecks = {
  uuid: (part: string) => UUID.test(part),
  timestamp: (part: string) => ISO_TIMESTAMP.test(part) && roundTrips(part),
  isoDate: (part: string) => ISO_DATE.test(part) && roundTrips(`${part}T00:00:00.000Z`),
  text: (part: string) => part.length <= 1000 && !part.includes('\u0000'),
};

/**
 * Takes `limit + 1` fetched rows and returns the page plus the cursor of its last row (under `scope`) when
 * more follow.
 */
export function toPage<Row, Item>(
  rows: Row[],
  limit: number,
  keyOf: (row: Row) => CursorKey,
  present: (row: Row) => Item,
  scope: CursorKey = [],
): { items: Item[]; nextCursor: string | null } {
  const hasMore = rows.length > limit;
  const pageRows = hasMore ? rows.slice(0, limit) : rows;
  const last = pageRows[pageRows.length - 1];
  return {
    items: pageRows.map(present),
    nextCursor: hasMore && last ? encodeCursor([...scope, ...keyOf(last)]) : null,
  };
}
