import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileBody } from '@shared/schemas/community';
import { fetchProfile, saveProfile, uploadAvatar } from './profile-api';

// Under the forum's 'community' root on purpose: a new post changes the post count shown here, and a
// new name or avatar shows on the forum's screens, so each side's writes refresh the other.
const COMMUNITY_ROOT = 'community';
export const profileKey = (uid: string) => [COMMUNITY_ROOT, 'profile', uid] as const;

export function useProfile(uid: string) {
  return useQuery({ queryKey: profileKey(uid), queryFn: ({ signal }) => fetchProfile(signal) });
}

export interface ProfileSave {
  body: ProfileBody;
  avatar: File | null;
}

/**
 * Saves the fields first (this also creates a default profile), then the chosen picture, which the
 * server only accepts for a saved profile. The cache gets the result; every forum screen goes stale.
 */
export function useSaveProfile(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, avatar }: ProfileSave): Promise<Profile> => {
      const saved = await saveProfile(body);
      return avatar ? { ...saved, avatarUrl: (await uploadAvatar(avatar)).url } : saved;
    },
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKey(uid), profile);
      void queryClient.invalidateQueries({ queryKey: [COMMUNITY_ROOT] });
    },
  });
}
