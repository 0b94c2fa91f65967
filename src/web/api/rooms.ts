import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateRoomBody, PatchRoomBody, Room } from '../../contracts/collection';
import { apiRequest } from '../lib/api-client';
import { collectionKeys } from '../lib/query-keys';
import { useOwnErrorsMutation } from './own-errors-mutation';
import { invalidateCollection } from './collection-changes';

const MINUTE = 60_000;

/** GET /api/rooms: every room of the user with its object count. */
export function fetchRooms(signal?: AbortSignal): Promise<Room[]> {
  return apiRequest<Room[]>('/api/rooms', { signal });
}

/**
 * One room list for the capture flow and the collection (one key, one freshness). Fresh 10 minutes, kept 30,
 * one retry (docs/product.md#data-freshness). Each room carries its objectCount, so the cards need no
 * request per room; every change to rooms or objects invalidates this key.
 */
export const roomsQueryOptions = () =>
  queryOptions({
    queryKey: collectionKeys.rooms.list(),
    queryFn: ({ signal }) => fetchRooms(signal),
    staleTime: 10 * MINUTE,
    gcTime: 30 * MINUTE,
    retry: 1,
  });

/** `ownErrors`: the screen words a failure itself (no generic toast on top of it). */
export function useRooms(options: { ownErrors?: boolean } = {}) {
  return useQuery({
    ...roomsQueryOptions(),
    ...(options.ownErrors ? { meta: { handlesErrors: true } } : {}),
  });
}

/** POST /api/rooms; without houseId the room goes to the main house. */
export function createRoom(body: CreateRoomBody): Promise<Room> {
  return apiRequest<Room>('/api/rooms', { method: 'POST', body, idempotent: true });
}

/**
 * The one room creation, for the capture's room picker and the collection alike: a new room changes the
 * room list, its house's count and the dashboard, so it refreshes the whole collection. `ownErrors`: the
 * screen words a failure itself (no generic toast on top of it).
 */
export function useCreateRoom(options: { ownErrors?: boolean } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createRoom,
    onSuccess: () => invalidateCollection(client),
    ...(options.ownErrors ? { meta: { handlesErrors: true } } : {}),
  });
}

/** PATCH /api/rooms/{id}: name, type, houseId. */
export function updateRoom({ id, ...body }: PatchRoomBody & { id: number }): Promise<Room> {
  return apiRequest<Room>(`/api/rooms/${id}`, { method: 'PATCH', body });
}

export function useUpdateRoom() {
  return useOwnErrorsMutation(updateRoom, invalidateCollection);
}

export interface DeleteRoomInput {
  id: number;
  /** Where the room's objects go (the default when it holds some). */
  moveToRoomId?: number;
  /** Delete the room's objects with it instead. */
  deleteObjects?: boolean;
}

export interface DeleteRoomResult {
  ok: true;
  movedObjects: number;
  deletedObjects: number;
}

/** DELETE /api/rooms/{id} {moveToRoomId, deleteObjects} */
export function deleteRoom({ id, ...body }: DeleteRoomInput): Promise<DeleteRoomResult> {
  return apiRequest<DeleteRoomResult>(`/api/rooms/${id}`, { method: 'DELETE', body });
}

export function useDeleteRoom() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteRoom, onSuccess: () => invalidateCollection(client) });
}
