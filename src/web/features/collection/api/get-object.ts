import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CollectionObject } from '../../../../contracts/collection';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { collectionKeys } from '../../../lib/query-keys';

/** GET /api/objects/{id}; a missing or foreign object is null (the screen says "Object not found"). */
export async function fetchObject(id: number, signal?: AbortSignal): Promise<CollectionObject | null> {
  try {
    return await apiRequest<CollectionObject>(`/api/objects/${id}`, { signal });
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export const objectQueryOptions = (id: number) =>
  queryOptions({
    queryKey: collectionKeys.object.detail(id),
    queryFn: ({ signal }) => fetchObject(id, signal),
    staleTime: 30_000,
  });

export function useObject(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...objectQueryOptions(id), enabled: options.enabled ?? true });
}
