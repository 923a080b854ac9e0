import { useQuery } from '@tanstack/react-query';
import { queryOf } from '@client/lib/api-queries';
import { apiQueries } from '@shared/api-queries';

/** The forums, the five most recent discussions and who is online. */
export function useHub() {
  return useQuery(queryOf(apiQueries.hub()));
}
