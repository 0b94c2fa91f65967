import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Room } from '../../../../contracts/collection';
import { apiRequest } from '../../../lib/api-client';

const MINUTE = 60_000;

export function fetchRooms(signal?: AbortSignal): Promise<Room[]> {
  return apiRequest<Room[]>('/api/rooms', { signal });
}

/**
 * Spec part 1 §9: the room list stays fresh 10 minutes, kept 30, one retry. Each room carries its
 * objectCount, so the cards need no request per room; saving or creating invalidates this key.
 */
export const roomsQueryOptions = () =>
  queryOptions({
    queryKey: ['rooms', {}] as const,
    queryFn: ({ signal }) => fetchRooms(signal),
    staleTime: 10 * MINUTE,
    gcTime: 30 * MINUTE,
    retry: 1,
  });

export function useRooms() {
  return useQuery(roomsQueryOptions());
}
