// Phase one of a search: which things match and in what order, as (kind, id, score) rows, one keyset page.
// Each kind's branch reads its own GIN index; scores are ts_rank scaled to integers, so the cursor compares
// exact numbers rather than floats that print differently on each driver.
import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_LIMITS, type SearchKind } from '@shared/search';
import type { Db } from '@server/db/database';
import { selectRows } from '@server/db/select-rows';
import { isCommonPrefix } from './common-prefixes';
import { matchesText, type TextQuery } from './text-query';

export interface RankedHit {
  kind: SearchKind;
  id: string;
  score: number;
}

/** Where a page starts: after the hit with this score, kind and id. */
export interface HitKey {
  score: number;
  kind: SearchKind;
  id: string;
}

/** Narrows a search: to one forum's posts and replies. */
export interface SearchScope {
  forumId: string | null;
}

/** Each kind's matching rows: what is searchable (a post or reply its author deleted is not). */
/** Each kind's table. */
const TABLES: Record<SearchKind, string> = {
  artist: 'artists',
  product: 'products',
  event: 'events',
  story: 'stories',
  post: 'posts',
  reply: 'replies',
};

function matches(kind: SearchKind, query: TextQuery, { forumId }: SearchScope, commonPrefix: boolean): SQL {
  const found = matchesText(query, sql`t.search`, commonPrefix);
  const inForum = (column: SQL) => (forumId ? sql` and ${column} = ${forumId}::uuid` : sql``);
  switch (kind) {
    case 'artist':
      return sql`artists t where ${found}`;
    case 'product':
      return sql`products t where ${found}`;
    case 'event':
      return sql`events t where ${found}`;
    case 'story':
      return sql`stories t where ${found}`;
    case 'post':
      return sql`posts t where ${found} and t.deleted_by_author_at is null${inForum(sql`t.forum_id`)}`;
    case 'reply':
      return sql`replies t where ${found} and t.deleted_by_author_at is null${inForum(
        sql`(select p.forum_id from posts p where p.id = t.post_id)`,
      )}`;
  }
}

/**
 * Each kind's candidates: at most SEARCH_LIMITS.candidates matches, taken as the scan finds them, and only
 * those are ranked. A word in a hundred thousand posts would otherwise be ranked a hundred thousand times
 * per page; with the cap a page costs about the same however common the words (docs/performance.md).
 */
const candidates = (kind: SearchKind, query: TextQuery, scope: SearchScope, commonPrefix: boolean) =>
  sql`(select t.id, t.search from ${matches(kind, query, scope, commonPrefix)} limit ${SEARCH_LIMITS.candidates})`;

export interface RankedPage {
  /** The page's hits, best first (one more than asked for when more follow). */
  hits: RankedHit[];
  /** Each kind's number of candidates. */
  counts: Partial<Record<SearchKind, number>>;
}

/** One page of hits after `after`, and every kind's count, from one pass over the candidates. */
export async function rankedHits(
  db: Db,
  query: TextQuery,
  kinds: readonly SearchKind[],
  scope: SearchScope,
  after: HitKey | null,
  limit: number,
): Promise<RankedPage> {
  const { prefix } = query;
  const commonPrefixes = prefix
    ? await Promise.all(kinds.map((kind) => isCommonPrefix(db, TABLES[kind], prefix)))
    : kinds.map(() => false);
  const branches = sql.join(
    kinds.map(
      (kind, index) =>
        sql`select ${kind}::text as kind, c.id, (ts_rank(c.search, ${query.full}) * 1000000)::bigint as score
          from ${candidates(kind, query, scope, commonPrefixes[index]!)} c`,
    ),
    sql` union all `,
  );
  const start = after
    ? sql`where score < ${after.score} or (score = ${after.score} and (kind, id) > (${after.kind}::text, ${after.id}::uuid))`
    : sql``;
  const rows = await selectRows<{ kind: SearchKind; id: string | null; score: string }>(
    db,
    sql`with hits as materialized (${branches})
    select * from (select hits.kind, hits.id::text as id, hits.score::text as score from hits ${start}
      order by hits.score desc, hits.kind, hits.id limit ${limit}) page
    union all
    select kind, null, count(*)::text from hits group by kind`,
  );
  const hits: RankedHit[] = [];
  const counts: RankedPage['counts'] = {};
  for (const row of rows) {
    if (row.id === null) counts[row.kind] = Number(row.score);
    else hits.push({ kind: row.kind, id: row.id, score: Number(row.score) });
  }
  return { hits, counts };
}

/** The name each kind is known by, for the nearest-names fallback; replies have none. */
const NAMES: Partial<Record<SearchKind, { from: (scope: SearchScope) => SQL; name: SQL }>> = {
  artist: { from: () => sql`artists t where true`, name: sql`t.name` },
  product: { from: () => sql`products t where true`, name: sql`t.name` },
  event: { from: () => sql`events t where true`, name: sql`t.name` },
  story: { from: () => sql`stories t where true`, name: sql`t.title` },
  post: {
    from: ({ forumId }) =>
      sql`posts t where t.deleted_by_author_at is null${forumId ? sql` and t.forum_id = ${forumId}::uuid` : sql``}`,
    name: sql`t.title`,
  },
};

/**
 * How like one word of a name a typed word must be (pg_trgm's word_similarity, 0 to 1): one letter swapped
 * in an eight-letter word ("afrobaet", "afrobeat") is 0.56, below pg_trgm's default of 0.6.
 */
export const WORD_SIMILARITY = 0.5;

/**
 * The nearest names and titles by trigram similarity, over the same accent folding and its GIN indexes, for
 * a query whose words matched too little: the whole name (pg_trgm's `%`: "burna boi" finds "Burna Boy") or
 * the words in it (`<%`: "afrobaet" finds "Afrobeat Night Live", whose whole name is too long to be near).
 * The word threshold is set for this transaction alone.
 */
export async function nearestNames(
  db: Db,
  text: string,
  kinds: readonly SearchKind[],
  scope: SearchScope,
  limit: number,
): Promise<RankedHit[]> {
  const named = kinds.flatMap((kind) => {
    const names = NAMES[kind];
    return names ? [{ kind, ...names }] : [];
  });
  if (named.length === 0) return [];
  const folded = sql`griot_fold(${text})`;
  const branches = sql.join(
    named.map(
      ({ kind, from, name }) =>
        sql`select ${kind}::text as kind, t.id,
            greatest(similarity(griot_fold(${name}), ${folded}), word_similarity(${folded}, griot_fold(${name}))) as similarity
          from ${from(scope)} and (griot_fold(${name}) % ${folded} or ${folded} <% griot_fold(${name}))`,
    ),
    sql` union all `,
  );
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY)}, true)`);
    return selectRows<{ kind: SearchKind; id: string }>(
      tx,
      sql`select kind, id::text as id from (${branches}) near
      order by similarity desc, kind, id limit ${limit}`,
    );
  });
  return rows.map((row) => ({ ...row, score: 0 }));
}
