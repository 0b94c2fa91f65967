import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicShare } from '../../../../contracts/sharing';
import { apiRequest } from '../../../lib/api-client';
import { sharingKeys } from '../../../lib/query-keys';

/** GET /api/public/shares/{token}: what the link shows; 404 once it expired or was revoked. */
export function fetchPublicShare(token: string, signal?: AbortSignal): Promise<PublicShare> {
  return apiRequest<PublicShare>(`/api/public/shares/${encodeURIComponent(token)}`, { signal });
}

export const publicShareQueryOptions = (token: string) =>
  queryOptions({
    queryKey: sharingKeys.detail(token),
    queryFn: ({ signal }) => fetchPublicShare(token, signal),
    // A revoked link must not keep showing from the cache: ask again on every visit.
    staleTime: 0,
    gcTime: 0,
  });

/** The page words its own errors (an expired link is a page, not a toast). */
export function usePublicShare(token: string) {
  return useQuery({ ...publicShareQueryOptions(token), meta: { handlesErrors: true } });
}
