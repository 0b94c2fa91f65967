import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../contracts/analysis';
import type { StoredAnalysis } from '../../contracts/analysis-api';
import { apiRequest } from './api-client';
import { useTranslation } from './i18n';
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

/**
 * In the reader's language, as the object beside it: the object screen compares the two to tell the
 * owner's words from the analyzer's (decision 030).
 */
export const analysisQueryOptions = (id: string, language: Language) =>
  queryOptions({
    queryKey: analysisKeys.detail(id, language),
    queryFn: ({ signal }) => fetchAnalysis(id, language, signal),
    staleTime: 60_000,
  });

/** GET /api/analyses/{id}: the appraisal an object's estimate came from (its questions, its facts). */
export function useAnalysis(id: string | null) {
  const { i18n } = useTranslation();
  return useQuery({ ...analysisQueryOptions(id ?? '', i18n.language), enabled: !!id });
}
