import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateComparables } from './invalidate';

/** DELETE /api/objects/{id}/comparables/{comparableId}: the estimate is recomputed from the rest. */
export function deleteComparable({
  objectId,
  comparableId,
}: {
  objectId: number;
  comparableId: number;
}): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>(`/api/objects/${objectId}/comparables/${comparableId}`, {
    method: 'DELETE',
  });
}

export function useDeleteComparable() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteComparable,
    onSuccess: () => invalidateComparables(client),
    meta: { handlesErrors: true },
  });
}
