// Search (docs/product.md, search): the words ranked by full text over every kind, a keyset page at a time;
// when they match nothing, the nearest names by trigram similarity are offered instead (a typo). Only then:
// beside real matches, near names would bring back what a -word excluded.
import { createHash } from 'node:crypto';
import type { SearchCounts, SearchPage, SearchQuery } from '@shared/schemas/search';
import { FORUM_SEARCH_KINDS, SEARCH_KINDS, SEARCH_LIMITS, type SearchKind } from '@shared/search';
import type { Db } from '@server/db/database';
import { badRequest } from '@server/errors';
import { decodeCursor, encodeCursor, cursorChecks } from '@server/http/paging/cursor';
import { hitDetails } from './hit-details';
import { nearestNames, rankedHits, type HitKey, type RankedHit, type SearchScope } from './ranked-hits';
import { textQuery } from './text-query';

export const SEARCH_LIMITED = /*i18n*/ {
  id: 'search.error.too-many',
  message: 'Too many searches. Please wait a moment and try again.',
};

/** A cursor belongs to the query and kind it was made for: reused with others it would skip or repeat. */
function scopeOf(query: SearchQuery): string {
  return createHash('sha256')
    .update(`${query.q}\u0000${query.type ?? ''}`)
    .digest('base64url')
    .slice(0, 12);
}

const zeroCounts = (kinds: readonly SearchKind[]): SearchCounts => Object.fromEntries(kinds.map((kind) => [kind, 0]));

function countOf(hits: readonly RankedHit[]): SearchCounts {
  const counts: SearchCounts = {};
  for (const hit of hits) counts[hit.kind] = (counts[hit.kind] ?? 0) + 1;
  return counts;
}

function readCursor(cursor: string, scope: string): HitKey {
  const [score, kind, id] = decodeCursor(cursor, [
    (part) => /^\d{1,12}$/.test(part),
    (part) => (SEARCH_KINDS as readonly string[]).includes(part),
    cursorChecks.uuid,
    (part) => part === scope,
  ]);
  return { score: Number(score), kind: kind as SearchKind, id: id! };
}

export async function search(db: Db, query: SearchQuery): Promise<SearchPage> {
  if (query.q.trim() === '')
    throw badRequest(/*i18n*/ { id: 'search.query.empty', message: 'Type a word to search for.' }, 'EMPTY_SEARCH');
  const text = textQuery(query.q);
  const scope: SearchScope = { forumId: query.forum ?? null };
  const kinds = (query.type ? [query.type] : SEARCH_KINDS).filter(
    (kind) => !scope.forumId || FORUM_SEARCH_KINDS.includes(kind),
  );
  const limit = query.limit ?? SEARCH_LIMITS.pageSize;
  const cursorScope = scopeOf(query);
  const after = query.cursor ? readCursor(query.cursor, cursorScope) : null;
  if (kinds.length === 0) return { items: [], counts: after ? null : {}, nextCursor: null, approximate: false };

  const { hits: ranked, counts } = await rankedHits(db, text, kinds, scope, after, limit + 1);
  const hasMore = ranked.length > limit;
  const nearest = !after && ranked.length === 0 ? await nearestNames(db, query.q, kinds, scope, limit) : [];
  const page: RankedHit[] = nearest.length > 0 ? nearest : ranked.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: await hitDetails(db, text, page),
    counts: after ? null : nearest.length > 0 ? countOf(nearest) : { ...zeroCounts(kinds), ...counts },
    nextCursor: hasMore && last ? encodeCursor([String(last.score), last.kind, last.id, cursorScope]) : null,
    approximate: nearest.length > 0,
  };
}
