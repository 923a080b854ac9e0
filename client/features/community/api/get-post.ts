import { useQuery } from '@tanstack/react-query';
import { queryOf } from '@client/lib/api-queries';
import { apiQueries } from '@shared/api-queries';

export function usePost(postId: string) {
  return useQuery(queryOf(apiQueries.post(postId)));
}
