import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Revenue } from '../../../../contracts/admin';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** GET /api/admin/revenue: the last 12 calendar months, oldest first, in euros. */
export function fetchRevenue(signal?: AbortSignal): Promise<Revenue> {
  return apiRequest<Revenue>('/api/admin/revenue', { signal });
}

export const revenueQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.revenue.detail(),
    queryFn: ({ signal }) => fetchRevenue(signal),
    staleTime: 60_000,
  });

export function useRevenue() {
  return useQuery(revenueQueryOptions());
}
