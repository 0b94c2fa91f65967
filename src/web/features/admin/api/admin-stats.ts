import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '../../../../contracts/admin';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** GET /api/admin/stats: figures computed from data, growth against the previous 30 days, churn. */
export function fetchAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  return apiRequest<AdminStats>('/api/admin/stats', { signal });
}

export const adminStatsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.stats.detail(),
    queryFn: ({ signal }) => fetchAdminStats(signal),
    staleTime: 30_000,
  });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
