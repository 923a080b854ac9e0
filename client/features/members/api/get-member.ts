import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@client/lib/api/api-client';
import type { MemberProfile } from '@shared/schemas/community';
import { apiPaths } from '@shared/api-paths';

/** Under 'community': a new post or reply, or a profile saved, refreshes it. */
const memberKey = (handle: string) => ['community', 'member', handle.toLowerCase()] as const;

/** A member's public profile by @handle (any case): never their e-mail. */
export const fetchMember = (handle: string, signal?: AbortSignal) =>
  apiGet<MemberProfile>(apiPaths.profile(handle), { signal });

export function useMember(handle: string) {
  return useQuery({ queryKey: memberKey(handle), queryFn: ({ signal }) => fetchMember(handle, signal) });
}
