import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ValuationList } from '../../../../contracts/valuations';
import { apiRequest } from '../../../lib/api-client';
import { collectionKeys } from '../../../lib/query-keys';

/** GET /api/objects/{id}/valuations: the object's value history, oldest first. */
export function fetchValuations(objectId: number, signal?: AbortSignal): Promise<ValuationList> {
  return apiRequest<ValuationList>(`/api/objects/${objectId}/valuations`, { signal });
}

export const valuationsQueryOptions = (objectId: number) =>
  queryOptions({
    queryKey: collectionKeys.valuations.list(objectId),
    queryFn: ({ signal }) => fetchValuations(objectId, signal),
    staleTime: 30_000,
  });

export function useValuations(objectId: number) {
  return useQuery(valuationsQueryOptions(objectId));
}
