import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Share } from '../../../../contracts/sharing';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/shares: the user's read-only links, newest first. */
export function fetchShares(signal?: AbortSignal): Promise<Share[]> {
  return apiRequest<Share[]>('/api/shares', { signal });
}

export const sharesQueryOptions = () =>
  queryOptions({
    queryKey: ['shares', {}] as const,
    queryFn: ({ signal }) => fetchShares(signal),
    staleTime: 0,
  });

export function useShares(options: { enabled?: boolean } = {}) {
  return useQuery({ ...sharesQueryOptions(), enabled: options.enabled ?? true });
}
