import { queryOptions, useQuery } from '@tanstack/react-query';
import type { House } from '../../../../contracts/collection';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/houses: every house with its real room and object counts and value totals. */
export function fetchHouses(signal?: AbortSignal): Promise<House[]> {
  return apiRequest<House[]>('/api/houses', { signal });
}

export const housesQueryOptions = () =>
  queryOptions({
    queryKey: ['houses', {}] as const,
    queryFn: ({ signal }) => fetchHouses(signal),
    staleTime: 60_000,
  });

/** `ownErrors`: the houses screen asks once (no retry, spec part 2 §7) and words the failure itself. */
export function useHouses(options: { enabled?: boolean; ownErrors?: boolean } = {}) {
  const own = options.ownErrors ? { retry: false as const, meta: { handlesErrors: true } } : {};
  return useQuery({ ...housesQueryOptions(), enabled: options.enabled ?? true, ...own });
}
