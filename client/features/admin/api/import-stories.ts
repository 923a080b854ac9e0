// News stories by category and country (docs/product.md §2).
import { apiPost } from '@client/lib/api/api-client';
import type { ImportResult, StoryImportBody } from '@shared/schemas/imports';

export const importStories = (body: StoryImportBody) => apiPost<ImportResult>('/api/admin/imports/stories', body);
