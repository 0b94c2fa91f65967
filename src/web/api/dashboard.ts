import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '../../contracts/collection';
import { apiRequest } from '../lib/api-client';
import { currentLanguage } from '../lib/i18n';
import type { Language } from '../lib/language';
import { dashboardKeys } from '../lib/query-keys';
import type { ValueHistory } from '../../contracts/valuations';

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
