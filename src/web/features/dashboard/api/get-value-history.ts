import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ValueHistory } from '../../../../contracts/valuations';
import { apiRequest } from '../../../lib/api-client';
import { dashboardKeys } from '../../../lib/query-keys';

/** GET /api/dashboard/value-history: the collection's total value after each day it changed. */
export function fetchValueHistory(signal?: AbortSignal): Promise<ValueHistory> {
  return apiRequest<ValueHistory>('/api/dashboard/value-history', { signal });
}

export const valueHistoryQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.valueHistory.detail(),
    queryFn: ({ signal }) => fetchValueHistory(signal),
    staleTime: 30_000,
    // A chart that could not load is left out quietly: the figures above it say what matters.
    meta: { handlesErrors: true },
  });

export function useValueHistory() {
  return useQuery(valueHistoryQueryOptions());
}
