import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '../../contracts/collection';
import { apiRequest } from './api-client';
import { currentLanguage } from './i18n';
import type { Language } from './language';
import { dashboardKeys } from './query-keys';

// The dashboard and the inventory both show these figures, and features do not import each other:
// the query lives here, like the session. Login invalidates ['dashboard-stats'] for the new account.

/** GET /api/dashboard/stats, last week's finds named in the reader's language (decision 030). */
export function fetchDashboardStats(language: Language, signal?: AbortSignal): Promise<DashboardStats> {
  return apiRequest<DashboardStats>(`/api/dashboard/stats?language=${language}`, { signal });
}

export const dashboardStatsQueryOptions = (language: Language = currentLanguage()) =>
  queryOptions({
    queryKey: dashboardKeys.stats.detail(language),
    queryFn: ({ signal }) => fetchDashboardStats(language, signal),
    // Same freshness as the object list the figures are computed from (docs/product.md#data-freshness).
    staleTime: 30_000,
    // Both screens that read it say themselves that it failed, then leave (docs/product.md#messages).
    meta: { handlesErrors: true },
  });

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions());
}
