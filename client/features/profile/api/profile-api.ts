// The signed-in member's own profile and avatar.
import { apiGet, apiPut, apiUpload } from '@client/api/api-client';
import type { Profile, ProfileBody } from '@shared/schemas/community';
import type { UploadResult } from '@shared/schemas/media';

/** `exists: false` is the spec's in-memory default for an account without a saved profile. */
export const fetchProfile = (signal?: AbortSignal) => apiGet<Profile>('/api/me/profile', { signal });

export const saveProfile = (body: ProfileBody) => apiPut<Profile>('/api/me/profile', body);

/** Stores the picture and sets it as the avatar of the member's (saved) profile. */
export function uploadAvatar(file: File): Promise<UploadResult> {
  const form = new FormData();
  form.set('file', file);
  return apiUpload<UploadResult>('/api/me/avatar', form);
}
