// Phase one of a search: which things match and in what order, as (kind, id, score) rows, one keyset page.
// Each kind's branch reads its own GIN index; scores are ts_rank scaled to integers, so the cursor compares
// exact numbers rather than floats that print differently on each driver.
import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_LIMITS, type SearchKind } from '@shared/search';
import type { Db } from '@server/db/database';
import { selectRows } from '@server/db/select-rows';

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
function matches(kind: SearchKind, { forumId }: SearchScope): SQL {
  const inForum = (column: SQL) => (forumId ? sql` and ${column} = ${forumId}::uuid` : sql``);
  switch (kind) {
    case 'artist':
      return sql`artists t, q where t.search @@ q.query`;
    case 'product':
      return sql`products t, q where t.search @@ q.query`;
    case 'event':
      return sql`events t, q where t.search @@ q.query`;
    case 'story':
      return sql`stories t, q where t.search @@ q.query`;
    case 'post':
      return sql`posts t, q where t.search @@ q.query and t.deleted_by_author_at is null${inForum(sql`t.forum_id`)}`;
    case 'reply':
      return sql`replies t, q where t.search @@ q.query and t.deleted_by_author_at is null${inForum(
        sql`(select p.forum_id from posts p where p.id = t.post_id)`,
      )}`;
  }
}

/**
 * Each kind's candidates: at most SEARCH_LIMITS.candidates matches, taken as the index gives them, and only
 * those are ranked. A word in a hundred thousand posts would otherwise be ranked a hundred thousand times
 * per page; with the cap a page costs the same however common the words (docs/performance.md, search).
 */
const candidates = (kind: SearchKind, scope: SearchScope) =>
  sql`(select t.id, t.search from ${matches(kind, scope)} limit ${SEARCH_LIMITS.candidates})`;

export async function rankedHits(
  db: Db,
  tsquery: SQL,
  kinds: readonly SearchKind[],
  scope: SearchScope,
  after: HitKey | null,
  limit: number,
): Promise<RankedHit[]> {
  const branches = sql.join(
    kinds.map(
      (kind) =>
        sql`select ${kind}::text as kind, c.id, (ts_rank(c.search, q.query) * 1000000)::bigint as score
          from ${candidates(kind, scope)} c, q`,
    ),
    sql` union all `,
  );
  const start = after
    ? sql`where score < ${after.score} or (score = ${after.score} and (kind, id) > (${after.kind}::text, ${after.id}::uuid))`
    : sql``;
  const rows = await selectRows<{ kind: SearchKind; id: string; score: string }>(
    db,
    sql`with q as (select ${tsquery} as query)
    select kind, id::text as id, score::text as score from (${branches}) hits
    ${start}
    order by score desc, kind, id
    limit ${limit}`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    score: Number(row.score),
  }));
}

/** How many candidates each kind has (SEARCH_LIMITS.candidates meaning "at least that many"). */
export async function countHits(
  db: Db,
  tsquery: SQL,
  kinds: readonly SearchKind[],
  scope: SearchScope,
): Promise<Partial<Record<SearchKind, number>>> {
  const branches = sql.join(
    kinds.map((kind) => sql`select ${kind}::text as kind, count(*)::int as n from ${candidates(kind, scope)} c`),
    sql` union all `,
  );
  const rows = await selectRows<{ kind: SearchKind; n: number }>(
    db,
    sql`with q as (select ${tsquery} as query) ${branches}`,
  );
  return Object.fromEntries(rows.map((row) => [row.kind, Number(row.n)]));
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
 * The nearest names and titles by trigram similarity (pg_trgm's `%`, over the same accent folding and its
 * GIN indexes), for a query whose words matched too little: "burna boi" finds "Burna Boy".
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
        sql`select ${kind}::text as kind, t.id, similarity(griot_fold(${name}), ${folded}) as similarity
          from ${from(scope)} and griot_fold(${name}) % ${folded}`,
    ),
    sql` union all `,
  );
  const rows = await selectRows<{ kind: SearchKind; id: string }>(
    db,
    sql`select kind, id::text as id from (${branches}) near
    order by similarity desc, kind, id limit ${limit}`,
  );
  return rows.map((row) => ({ ...row, score: 0 }));
}
