import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateCollection } from './invalidate';

/** DELETE /api/objects/{id}/valuations/{valuationId}: only a sale or an expert valuation. */
export function deleteValuation({
  objectId,
  valuationId,
}: {
  objectId: number;
  valuationId: number;
}): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>(`/api/objects/${objectId}/valuations/${valuationId}`, { method: 'DELETE' });
}

export function useDeleteValuation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteValuation,
    // A sale or an expert's figure is the object's value (decision 027): its range, lists and totals change.
    onSuccess: () => invalidateCollection(client),
    meta: { handlesErrors: true },
  });
}
