import { apiUpload } from '@client/lib/api/api-client';
import type { UploadResult } from '@shared/schemas/media';

/** Stores the picture and sets it as the avatar of the member's (saved) profile. */
export function uploadAvatar(file: File): Promise<UploadResult> {
  const form = new FormData();
  form.set('file', file);
  return apiUpload<UploadResult>('/api/me/avatar', form);
}
