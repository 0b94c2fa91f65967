import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
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
      // The detail screen is left at once: its queries must not refetch a deleted object (a 404 is retried).
      client.removeQueries({ queryKey: ['object', { id }] });
      client.removeQueries({ queryKey: ['valuations', { objectId: id }] });
      client.removeQueries({ queryKey: ['comparables', { objectId: id }] });
      return invalidateCollection(client);
    },
    meta: { handlesErrors: true },
  });
}
