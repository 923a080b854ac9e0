import { DEFAULT_PAGE_SIZE } from '@shared/constants';

export interface ListParams {
  limit: number;
  cursor?: string | undefined;
}

export function listParams(query: { limit?: number; cursor?: string }): ListParams {
  return { limit: query.limit ?? DEFAULT_PAGE_SIZE, cursor: query.cursor };
}
