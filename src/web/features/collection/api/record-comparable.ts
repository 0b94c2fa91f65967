import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comparable, CreateComparableBody } from '../../../../contracts/comparables';
import { apiRequest } from '../../../lib/api-client';
import { invalidateComparables } from './invalidate';

/** POST /api/objects/{id}/comparables: a sold or offered item like this one; the estimate follows. */
export function recordComparable({
  objectId,
  ...body
}: { objectId: number } & CreateComparableBody): Promise<Comparable> {
  return apiRequest<Comparable>(`/api/objects/${objectId}/comparables`, { method: 'POST', body });
}

export function useRecordComparable() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: recordComparable,
    onSuccess: () => invalidateComparables(client),
    meta: { handlesErrors: true },
  });
}
