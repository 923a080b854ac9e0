import { apiUpload } from '@client/lib/api/api-client';
import type { AdminSection } from '@client/lib/paths';
import type { UploadResult } from '@shared/schemas/media';

/** Stores an entry's picture in the section's upload folder; the entry is saved with its URL. */
export function uploadImage(section: AdminSection, file: File): Promise<UploadResult> {
  const form = new FormData();
  form.set('file', file);
  return apiUpload<UploadResult>(`/api/admin/uploads/${section}`, form);
}
