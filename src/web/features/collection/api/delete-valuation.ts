import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateValuations } from './invalidate';

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
    onSuccess: () => invalidateValuations(client),
    meta: { handlesErrors: true },
  });
}
