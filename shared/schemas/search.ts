// Search's request and answer (docs/product.md, search).
import Type, { type Static } from 'typebox';
import { SEARCH_KINDS, SEARCH_LIMITS, type SearchKind } from '../search';
import { Id } from './common';

export const SearchKindSchema = Type.Enum([...SEARCH_KINDS]);

export const SearchQuery = Type.Object(
  {
    q: Type.String({
      minLength: 1,
      maxLength: SEARCH_LIMITS.queryMaxLength,
      description: 'Words to find: "quoted phrases", -exclusions, or; the last word also matches as a prefix',
    }),
    type: Type.Optional(SearchKindSchema),
    /** Only this forum's posts and replies. */
    forum: Type.Optional(Id),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: SEARCH_LIMITS.maxPageSize })),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 400 })),
  },
  { additionalProperties: false },
);
export type SearchQuery = Static<typeof SearchQuery>;

/** A piece of a hit's snippet; `match` marks the words the query found. */
export const SnippetPart = Type.Object({ text: Type.String(), match: Type.Boolean() });
export type SnippetPart = Static<typeof SnippetPart>;

export const SearchHit = Type.Object({
  kind: SearchKindSchema,
  id: Id,
  title: Type.String(),
  /** Words around what matched, as plain text in parts (never markup). */
  snippet: Type.Array(SnippetPart),
  /** The hit's page on this site. */
  url: Type.String(),
});
export type SearchHit = Static<typeof SearchHit>;

/** Matches per kind, each at most SEARCH_LIMITS.candidates (which reads "at least that many"). */
export const SearchCounts = Type.Object(
  Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, Type.Optional(Type.Integer({ minimum: 0 }))])),
);
export type SearchCounts = Partial<Record<SearchKind, number>>;

export const SearchPage = Type.Object({
  items: Type.Array(SearchHit),
  /** On the first page only (null on the next ones): how many each kind has, for the tabs. */
  counts: Type.Union([SearchCounts, Type.Null()]),
  nextCursor: Type.Union([Type.String(), Type.Null()]),
  /** True when the words matched nothing and these are the nearest names instead (a typo, a misspelling). */
  approximate: Type.Boolean(),
});
export type SearchPage = Static<typeof SearchPage>;
