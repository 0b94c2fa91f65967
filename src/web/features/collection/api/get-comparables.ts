import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ComparableList } from '../../../../contracts/comparables';
import { apiRequest } from '../../../lib/api-client';
import { collectionKeys } from '../../../lib/query-keys';

/** GET /api/objects/{id}/comparables: newest first, with the estimate they make. */
export function fetchComparables(objectId: number, signal?: AbortSignal): Promise<ComparableList> {
  return apiRequest<ComparableList>(`/api/objects/${objectId}/comparables`, { signal });
}

export const comparablesQueryOptions = (objectId: number) =>
  queryOptions({
    queryKey: collectionKeys.comparables.list(objectId),
    queryFn: ({ signal }) => fetchComparables(objectId, signal),
    staleTime: 30_000,
  });

export function useComparables(objectId: number) {
  return useQuery(comparablesQueryOptions(objectId));
}
