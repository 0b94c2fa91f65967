import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoredAnalysis } from '../../../../contracts/analysis-api';
import { apiRequest } from '../../../lib/api-client';

export const analysisQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['analysis', { id }] as const,
    queryFn: ({ signal }) =>
      apiRequest<StoredAnalysis>(`/api/analyses/${encodeURIComponent(id)}`, { signal }),
    staleTime: 60_000,
  });

/** GET /api/analyses/{id}: the appraisal an object's estimate came from (its questions, its facts). */
export function useAnalysis(id: string | null) {
  return useQuery({ ...analysisQueryOptions(id ?? ''), enabled: !!id });
}
