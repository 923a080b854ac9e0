// The home screen's sections (GET /api/home).
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '@client/lib/api-queries';
import { apiQueries } from '@shared/api-queries';

export function useHomeData() {
  return useQuery(queryOf(apiQueries.home()));
}
