// The search's query keys, and what the results screen asks with.
import type { SearchKind } from '@shared/search';

export interface SearchParams {
  q: string;
  type: SearchKind | null;
  forum: string | null;
}

/* eslint-disable lingui/no-unlocalized-strings -- query keys */
export const searchKeys = {
  all: ['search'] as const,
  suggestions: (q: string) => [...searchKeys.all, 'suggestions', q] as const,
  results: ({ q, type, forum }: SearchParams) => [...searchKeys.all, 'results', q, type, forum] as const,
};
/* eslint-enable lingui/no-unlocalized-strings */
