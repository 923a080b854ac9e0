import { useQuery } from '@tanstack/react-query';
import { queryOf } from '@client/lib/api-queries';
import { apiQueries } from '@shared/api-queries';

/** A member's public profile by @handle (any case): never their e-mail. */
export function useMember(handle: string) {
  return useQuery(queryOf(apiQueries.member(handle)));
}
