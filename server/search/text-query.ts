// The typed query as SQL, in the shape the planner handles well at a million rows.
import { sql, type SQL } from 'drizzle-orm';
import { readQuery } from './query-text';

export interface TextQuery {
  /** The whole words (websearch syntax), without the prefix being typed. */
  words: SQL;
  /** The whole query: what a hit must match, what it is ranked and highlighted by. */
  full: SQL;
  /** The last word, matched as a prefix, folded as the index keeps it; null when there is none. */
  prefix: string | null;
  /** Whether there are whole words besides the prefix. */
  hasWords: boolean;
}

/**
 * PostgreSQL estimates a word's share of the rows from its statistics, but a prefix ('reco':*) gets a
 * fixed guess of two percent whatever it is. So whether the prefix is common is read from the statistics
 * apart (server/search/common-prefixes.ts) and the query is shaped for it: a rare prefix is asked of the
 * index with the words; a common one is checked after the words have found the rows (their estimate is
 * right), or, alone, by a scan that stops at the thousandth match. The check is inside coalesce(), which
 * the planner does not estimate from statistics, so it does not drag the estimate down (docs/performance.md,
 * search). The functions are immutable, so each is folded into a constant before planning.
 */
export function textQuery(text: string): TextQuery {
  const { words, prefix } = readQuery(text);
  const whole = sql`websearch_to_tsquery('griot_search', ${words})`;
  if (!prefix) return { words: whole, full: whole, prefix: null, hasWords: true };
  // Letters, marks and digits only (readQuery), so the quoted word cannot become tsquery syntax.
  const full = sql`(${whole} && to_tsquery('griot_search', ${`'${prefix}':*`}))`;
  return { words: whole, full, prefix: fold(prefix), hasWords: words !== '' };
}

/** What the configuration's unaccent and lower-casing make of a word, for comparing with its lexemes. */
const fold = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The condition a row's `search` column meets; `commonPrefix`: the prefix is common in this table. */
export function matchesText(query: TextQuery, column: SQL, commonPrefix: boolean): SQL {
  if (!query.prefix || !commonPrefix) return sql`${column} @@ ${query.full}`;
  const checked = sql`coalesce(${column} @@ ${query.full}, false)`;
  return query.hasWords ? sql`${column} @@ ${query.words} and ${checked}` : checked;
}
