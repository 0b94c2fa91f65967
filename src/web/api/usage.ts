import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';
import { sessionKeys } from '../lib/query-keys';

/** GET /api/usage/stats (docs/product.md#limits); limit null means unlimited. */
export interface UsageStats {
  completeAnalysis: { used: number; limit: number | null };
}

// Read by the settings, the usage-limit page and any screen that shows the monthly meter.
export function fetchUsageStats(signal?: AbortSignal): Promise<UsageStats> {
  return apiRequest<UsageStats>('/api/usage/stats', { signal });
}

export const usageStatsQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.usage.detail(),
    queryFn: ({ signal }) => fetchUsageStats(signal),
    // An analysis elsewhere changes the count: a minute is fresh enough for a meter.
    staleTime: 60_000,
  });

export function useUsageStats(options: { enabled?: boolean } = {}) {
  return useQuery({ ...usageStatsQueryOptions(), enabled: options.enabled ?? true });
}

/** Analyses left this month as last known: null when the plan has no limit. */
export function analysesLeftThisMonth(stats: UsageStats): number | null {
  const { used, limit } = stats.completeAnalysis;
  return limit === null ? null : Math.max(0, limit - used);
}
