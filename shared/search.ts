// What search finds and how a query is read (docs/product.md, search).

/** The kinds of things search finds, in the order the results page groups them. */
export const SEARCH_KINDS = ['artist', 'product', 'event', 'story', 'post', 'reply'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_LIMITS = {
  /** Longer queries are refused: no one types more, and a tsquery's cost grows with its words. */
  queryMaxLength: 200,
  pageSize: 20,
  maxPageSize: 50,
  /** Each kind ranks at most this many of its matches; a count of this many reads "1,000+". */
  candidates: 1000,
} as const;

/** What a search inside one forum finds. */
export const FORUM_SEARCH_KINDS: readonly SearchKind[] = ['post', 'reply'];
