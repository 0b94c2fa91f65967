import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Share } from '../../../../contracts/sharing';
import { apiRequest } from '../../../lib/api-client';
import { collectionKeys } from '../../../lib/query-keys';

/** GET /api/shares: the user's read-only links, newest first. */
export function fetchShares(signal?: AbortSignal): Promise<Share[]> {
  return apiRequest<Share[]>('/api/shares', { signal });
}

export const sharesQueryOptions = () =>
  queryOptions({
    queryKey: collectionKeys.shares.list(),
    queryFn: ({ signal }) => fetchShares(signal),
    staleTime: 0,
  });

export function useShares(options: { enabled?: boolean } = {}) {
  return useQuery({ ...sharesQueryOptions(), enabled: options.enabled ?? true });
}
