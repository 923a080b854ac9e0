import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@client/lib/api/api-client';
import type { Profile } from '@shared/schemas/community';
import { profileKey } from './profile-keys';

/** The signed-in member's own profile; `exists: false` is the in-memory default (docs/product.md §4) for an account without a saved one. */
export const fetchProfile = (signal?: AbortSignal) => apiGet<Profile>('/api/me/profile', { signal });

export function useProfile(uid: string) {
  return useQuery({ queryKey: profileKey(uid), queryFn: ({ signal }) => fetchProfile(signal) });
}
