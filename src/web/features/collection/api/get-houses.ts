import { queryOptions, useQuery } from '@tanstack/react-query';
import type { House } from '../../../../contracts/collection';
import { apiRequest } from '../../../lib/api-client';
import { collectionKeys } from '../../../lib/query-keys';

/** GET /api/houses: every house with its real room and object counts and value totals. */
export function fetchHouses(signal?: AbortSignal): Promise<House[]> {
  return apiRequest<House[]>('/api/houses', { signal });
}

export const housesQueryOptions = () =>
  queryOptions({
    queryKey: collectionKeys.houses.list(),
    queryFn: ({ signal }) => fetchHouses(signal),
    staleTime: 60_000,
  });

/**
 * `ownErrors`: the screen words a failure itself (no generic toast on top of it); `once`: no retry, as
 * on the houses screen.
 */
export function useHouses(options: { enabled?: boolean; ownErrors?: boolean; once?: boolean } = {}) {
  return useQuery({
    ...housesQueryOptions(),
    enabled: options.enabled ?? true,
    ...(options.ownErrors ? { meta: { handlesErrors: true } } : {}),
    ...(options.once ? { retry: false as const } : {}),
  });
}
