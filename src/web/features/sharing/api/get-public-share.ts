import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicShare } from '../../../../contracts/sharing';
import type { Language } from '../../../../contracts/language';
import { apiRequest } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { sharingKeys } from '../../../lib/query-keys';

/**
 * GET /api/public/shares/{token}: what the link shows, the analyzer's words in the visitor's language;
 * 404 once it expired or was revoked.
 */
export function fetchPublicShare(
  token: string,
  language: Language,
  signal?: AbortSignal,
): Promise<PublicShare> {
  return apiRequest<PublicShare>(`/api/public/shares/${encodeURIComponent(token)}?language=${language}`, {
    signal,
  });
}

export const publicShareQueryOptions = (token: string, language: Language) =>
  queryOptions({
    queryKey: sharingKeys.detail(token, language),
    queryFn: ({ signal }) => fetchPublicShare(token, language, signal),
    // A revoked link must not keep showing from the cache: ask again on every visit.
    staleTime: 0,
    gcTime: 0,
  });

/** The page words its own errors (an expired link is a page, not a toast). */
export function usePublicShare(token: string) {
  const { i18n } = useTranslation();
  return useQuery({ ...publicShareQueryOptions(token, i18n.language), meta: { handlesErrors: true } });
}
