import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { House, HouseType } from '../../contracts/collection';
import { apiRequest } from '../lib/api-client';
import { collectionKeys } from '../lib/query-keys';
import { useOwnErrorsMutation } from './own-errors-mutation';
import { invalidateCollection } from './collection-changes';

/** GET /api/houses: every house with its real room and object counts and value totals. */
export function fetchHouses(signal?: AbortSignal): Promise<House[]> {
  return apiRequest<House[]>('/api/houses', { signal });
}

export const housesQueryOptions = () =>
  queryOptions({
    queryKey: collectionKeys.houses.list(),
    queryFn: ({ signal }) => fetchHouses(signal),
    staleTime: 60_000,
  });

/**
 * `ownErrors`: the screen words a failure itself (no generic toast on top of it); `once`: no retry, as
 * on the houses screen.
 */
export function useHouses(options: { enabled?: boolean; ownErrors?: boolean; once?: boolean } = {}) {
  return useQuery({
    ...housesQueryOptions(),
    enabled: options.enabled ?? true,
    ...(options.ownErrors ? { meta: { handlesErrors: true } } : {}),
    ...(options.once ? { retry: false as const } : {}),
  });
}

export interface CreateHouseInput {
  name: string;
  address?: string;
  type: HouseType;
  description?: string;
}

/** POST /api/houses (Connaisseur, Pro, Expert and super users). */
export function createHouse(body: CreateHouseInput): Promise<House> {
  return apiRequest<House>('/api/houses', { method: 'POST', body, idempotent: true });
}

export function useCreateHouse() {
  return useOwnErrorsMutation(createHouse, invalidateCollection);
}

/**
 * Either dialog's payload, the inventory's or the houses screen's (docs/product.md#forms); left-out fields
 * stay.
 */
export interface UpdateHouseInput {
  id: number;
  name: string;
  address?: string | null;
  postalCode?: string | null;
  type?: HouseType;
  description?: string | null;
}

/** PUT /api/houses/{id} */
export function updateHouse({ id, ...body }: UpdateHouseInput): Promise<House> {
  return apiRequest<House>(`/api/houses/${id}`, { method: 'PUT', body });
}

export function useUpdateHouse() {
  return useOwnErrorsMutation(updateHouse, invalidateCollection);
}

export interface DeleteHouseResult {
  ok: true;
  movedRooms: number;
  movedToHouseId: number;
}

/** DELETE /api/houses/{id}: its rooms move to another house; the last house cannot go. */
export function deleteHouse(id: number): Promise<DeleteHouseResult> {
  return apiRequest<DeleteHouseResult>(`/api/houses/${id}`, { method: 'DELETE' });
}

export function useDeleteHouse() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteHouse, onSuccess: () => invalidateCollection(client) });
}
