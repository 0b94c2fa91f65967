import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecordValuationBody, Valuation } from '../../../../contracts/valuations';
import { apiRequest } from '../../../lib/api-client';
import { invalidateCollection } from './invalidate';

/** POST /api/objects/{id}/valuations: a sale or an expert's valuation the owner records. */
export function recordValuation({
  objectId,
  ...body
}: { objectId: number } & RecordValuationBody): Promise<Valuation> {
  return apiRequest<Valuation>(`/api/objects/${objectId}/valuations`, { method: 'POST', body });
}

export function useRecordValuation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: recordValuation,
    // A sale or an expert's figure is the object's value (decision 027): its range, lists and totals change.
    onSuccess: () => invalidateCollection(client),
    meta: { handlesErrors: true },
  });
}
