import { useQuery } from '@tanstack/react-query';
import type { DashboardData } from '@shared/schemas/admin';
import { apiGet } from '@client/api/api-client';
import { adminKeys } from './admin-keys';

export const getDashboard = (signal?: AbortSignal) => apiGet<DashboardData>('/api/admin/dashboard', { signal });

export function useDashboard() {
  return useQuery({ queryKey: adminKeys.dashboard(), queryFn: ({ signal }) => getDashboard(signal) });
}
