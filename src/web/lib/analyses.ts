import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../contracts/analysis';
import type { StoredAnalysis } from '../../contracts/analysis-api';
import { apiRequest } from './api-client';
import { analysisKeys } from './query-keys';

/**
 * GET /api/analyses/{id}; with `language`, the answer in that language (the server rewrites an offline
 * answer from the same photos, choice and answers).
 */
export function fetchAnalysis(
  id: string,
  language?: Language,
  signal?: AbortSignal,
): Promise<StoredAnalysis> {
  const query = language ? `?language=${language}` : '';
  return apiRequest<StoredAnalysis>(`/api/analyses/${encodeURIComponent(id)}${query}`, { signal });
}

export const analysisQueryOptions = (id: string) =>
  queryOptions({
    queryKey: analysisKeys.detail(id),
    queryFn: ({ signal }) => fetchAnalysis(id, undefined, signal),
    staleTime: 60_000,
  });

/** GET /api/analyses/{id}: the appraisal an object's estimate came from (its questions, its facts). */
export function useAnalysis(id: string | null) {
  return useQuery({ ...analysisQueryOptions(id ?? ''), enabled: !!id });
}
