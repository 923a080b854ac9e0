// Artists from the music database and generated events, both by location (docs/product.md §2).
import { apiPost } from '@client/lib/api/api-client';
import type { ArtistImportBody, EventImportBody, ImportResult } from '@shared/schemas/imports';

export type LocationImportKind = 'artists' | 'events';

export const importByLocation = (kind: LocationImportKind, body: ArtistImportBody | EventImportBody) =>
  apiPost<ImportResult>(`/api/admin/imports/${kind}`, body);
