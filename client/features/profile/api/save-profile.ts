import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@client/lib/api/api-client';
import { useAuth } from '@client/lib/auth/auth-context';
import type { Profile, ProfileBody } from '@shared/schemas/community';
import { COMMUNITY_ROOT, profileKey } from './profile-keys';
import { uploadAvatar } from './upload-avatar';

export const saveProfile = (body: ProfileBody) => apiPut<Profile>('/api/me/profile', body);

export interface ProfileSave {
  body: ProfileBody;
  avatar: File | null;
}

/**
 * Saves the fields first (this also creates a default profile), then the chosen picture, which the
 * server only accepts for a saved profile. The cache gets the result; every forum screen goes stale, and the
 * session is asked again, so that the header welcomes the member by the new name.
 */
export function useSaveProfile(uid: string) {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: async ({ body, avatar }: ProfileSave): Promise<Profile> => {
      const saved = await saveProfile(body);
      if (!avatar) return saved;
      const uploaded = await uploadAvatar(avatar);
      return { ...saved, avatarUrl: uploaded.url, avatar: uploaded.image };
    },
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKey(uid), profile);
      void queryClient.invalidateQueries({ queryKey: [COMMUNITY_ROOT] });
      void refresh().catch(() => undefined);
    },
  });
}
