// The imports of spec §2: artists from the music database and generated events, both by location,
// and news stories by category and country.
import { apiPost } from '@client/api/api-client';
import type { ArtistImportBody, EventImportBody, ImportResult, StoryImportBody } from '@shared/schemas/imports';

export type LocationImportKind = 'artists' | 'events';

export const importByLocation = (kind: LocationImportKind, body: ArtistImportBody | EventImportBody) =>
  apiPost<ImportResult>(`/api/admin/imports/${kind}`, body);

export const importStories = (body: StoryImportBody) => apiPost<ImportResult>('/api/admin/imports/stories', body);
