// The story import from every feed: each feed's new items become stories (docs/product.md §10).
import { apiPost } from '@client/lib/api/api-client';
import type { ImportResult } from '@shared/schemas/imports';

export const importFromFeeds = () => apiPost<ImportResult>('/api/admin/imports/feeds');
