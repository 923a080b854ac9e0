import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@client/lib/api/api-client';
import type { DashboardData } from '@shared/schemas/admin';
import { adminKeys } from '@client/lib/admin-keys';

/** The counts and the latest forum activity. */
export const fetchDashboard = (signal?: AbortSignal) => apiGet<DashboardData>('/api/admin/dashboard', { signal });

export function useDashboard() {
  return useQuery({ queryKey: adminKeys.dashboard(), queryFn: ({ signal }) => fetchDashboard(signal) });
}
