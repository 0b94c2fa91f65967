import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecordValuationBody, Valuation, ValuationList } from '../../contracts/valuations';
import { apiRequest } from '../lib/api-client';
import { collectionKeys } from '../lib/query-keys';
import { useOwnErrorsMutation } from './own-errors-mutation';
import { invalidateCollection } from './collection-changes';

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

/** POST /api/objects/{id}/valuations: a sale or an expert's valuation the owner records. */
export function recordValuation({
  objectId,
  ...body
}: { objectId: number } & RecordValuationBody): Promise<Valuation> {
  return apiRequest<Valuation>(`/api/objects/${objectId}/valuations`, { method: 'POST', body });
}

export function useRecordValuation() {
  // A sale or an expert's figure is the object's value (decision 027): its range, lists and totals change.
  return useOwnErrorsMutation(recordValuation, invalidateCollection);
}

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
  // A sale or an expert's figure is the object's value (decision 027): its range, lists and totals change.
  return useOwnErrorsMutation(deleteValuation, invalidateCollection);
}
