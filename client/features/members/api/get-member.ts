import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@client/lib/api/api-client';
import type { MemberProfile } from '@shared/schemas/community';
import { apiPaths } from '@shared/api-paths';
import { communityKeys } from '@shared/query-keys';

/** A member's public profile by @handle (any case): never their e-mail. */
export const fetchMember = (handle: string, signal?: AbortSignal) =>
  apiGet<MemberProfile>(apiPaths.profile(handle), { signal });

export function useMember(handle: string) {
  return useQuery({ queryKey: communityKeys.member(handle), queryFn: ({ signal }) => fetchMember(handle, signal) });
}
