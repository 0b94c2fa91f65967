import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Room } from '../../contracts/collection';
import { apiRequest } from './api-client';
import { collectionKeys } from './query-keys';

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
