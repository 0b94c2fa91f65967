import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ObjectTypesResponse } from '../../contracts/analysis-api';
import { apiRequest } from './api-client';
import { currentLanguage } from './i18n';
import { objectTypeKeys } from './query-keys';

/** GET /api/object-types: the object types the words name (at most 8) and every family, in the reader's language. */
export function fetchObjectTypes(
  q: string,
  language: string,
  signal?: AbortSignal,
): Promise<ObjectTypesResponse> {
  const query = new URLSearchParams({ q, language });
  return apiRequest<ObjectTypesResponse>(`/api/object-types?${query}`, { signal });
}

/**
 * The types matching what the owner typed; the families come with every answer (also for an empty query),
 * for "keep my own words". The previous answer stays shown while the next is fetched.
 */
export function useObjectTypes(q: string, enabled = true) {
  const language = currentLanguage();
  return useQuery({
    enabled,
    queryKey: objectTypeKeys.search(q, language),
    queryFn: ({ signal }) => fetchObjectTypes(q, language, signal),
    // The catalogue changes with a deployment, not while the owner types.
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });
}
