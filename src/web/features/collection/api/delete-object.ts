import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { collectionKeys } from '../../../lib/query-keys';
import { invalidateCollection } from './invalidate';

/** DELETE /api/objects/{id}: the object and the photos no other object uses. */
export function deleteObject(id: number): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>(`/api/objects/${id}`, { method: 'DELETE' });
}

export function useDeleteObject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteObject,
    onSuccess: (_result, id) => {
      // The detail screen is left at once: its queries must not refetch a deleted object (a 404 is retried,
      // and the invalidation below waits for active queries, holding the "deleted" toast back).
      // Every query about it goes, whichever feature keyed it ({ id } or { objectId }).
      client.removeQueries({
        predicate: ({ queryKey }) => {
          const [name, params] = queryKey as [unknown, { id?: number; objectId?: number } | undefined];
          return (name === collectionKeys.object.all[0] && params?.id === id) || params?.objectId === id;
        },
      });
      return invalidateCollection(client);
    },
    meta: { handlesErrors: true },
  });
}
