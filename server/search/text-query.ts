// The typed query as SQL, in the shape the planner handles well at a million rows.
import { sql, type SQL } from 'drizzle-orm';
import { readQuery } from './query-text';

export interface TextQuery {
  /** What the index is asked for. */
  find: SQL;
  /** The whole query: what a hit must match, what it is ranked and highlighted by. */
  full: SQL;
  /** Whether `full` must be checked on top of `find`. */
  recheck: boolean;
  /** The prefix when it is the whole query (a single word being typed), folded as the index keeps it. */
  onlyPrefix: string | null;
}

/**
 * PostgreSQL estimates a word's share of the rows from its statistics, but a prefix ('reco':*) gets a
 * fixed guess of two percent whatever it is. With whole words typed before it, the rows are found by
 * those words, whose estimate is right, and the prefix is checked after (inside coalesce(), which the
 * planner does not estimate from statistics, so it does not drag the estimate down): a common word is then read by scanning until enough rows match, a rare one
 * through its index (docs/performance.md, search). The functions are immutable, so each is folded into a
 * constant before planning.
 */
export function textQuery(text: string): TextQuery {
  const { words, prefix } = readQuery(text);
  const whole = sql`websearch_to_tsquery('griot_search', ${words})`;
  if (!prefix) return { find: whole, full: whole, recheck: false, onlyPrefix: null };
  // Letters, marks and digits only (readQuery), so the quoted word cannot become tsquery syntax.
  const full = sql`(${whole} && to_tsquery('griot_search', ${`'${prefix}':*`}))`;
  return words === ''
    ? { find: full, full, recheck: false, onlyPrefix: fold(prefix) }
    : { find: whole, full, recheck: true, onlyPrefix: null };
}

/** What the configuration's unaccent and lower-casing make of a word, for comparing with its lexemes. */
const fold = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The condition a row's `search` column meets. `scan`: the words are common in this table, so the condition
 * is one the planner cannot read from the index (server/search/common-prefixes.ts).
 */
export function matchesText(query: TextQuery, column: SQL, scan = false): SQL {
  if (scan) return sql`coalesce(${column} @@ ${query.full}, false)`;
  return query.recheck
    ? sql`${column} @@ ${query.find} and coalesce(${column} @@ ${query.full}, false)`
    : sql`${column} @@ ${query.find}`;
}
