import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Comparable, ComparableList, CreateComparableBody } from '../../contracts/comparables';
import { apiRequest } from '../lib/api-client';
import { collectionKeys } from '../lib/query-keys';
import { useOwnErrorsMutation } from './own-errors-mutation';
import { invalidateComparables } from './collection-changes';
import type { MarketData } from '../../contracts/analysis';
import type { Language } from '../lib/language';

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

/** POST /api/objects/{id}/comparables: a sold or offered item like this one; the estimate follows. */
export function recordComparable({
  objectId,
  ...body
}: { objectId: number } & CreateComparableBody): Promise<Comparable> {
  return apiRequest<Comparable>(`/api/objects/${objectId}/comparables`, { method: 'POST', body });
}

export function useRecordComparable() {
  return useOwnErrorsMutation(recordComparable, invalidateComparables);
}

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
  return useOwnErrorsMutation(deleteComparable, invalidateComparables);
}

export interface SearchMarketplaceInput {
  objectId: number;
  name: string;
  category: string;
  searchTerms: string[];
  language: Language;
}

/** POST /api/search-marketplace: market sources for the object (Connaisseur, Pro, Expert). */
export function searchMarketplace(body: SearchMarketplaceInput): Promise<{ marketData: MarketData }> {
  return apiRequest<{ marketData: MarketData }>('/api/search-marketplace', { method: 'POST', body });
}

export function useSearchMarketplace() {
  return useMutation({ mutationFn: searchMarketplace, meta: { handlesErrors: true } });
}
