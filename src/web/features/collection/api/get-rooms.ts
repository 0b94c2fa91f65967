import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Room } from '../../../../contracts/collection';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/rooms: every room of the user with its object count. */
export function fetchRooms(signal?: AbortSignal): Promise<Room[]> {
  return apiRequest<Room[]>('/api/rooms', { signal });
}

export const roomsQueryOptions = () =>
  queryOptions({
    queryKey: ['rooms', {}] as const,
    queryFn: ({ signal }) => fetchRooms(signal),
    staleTime: 60_000,
  });

export function useRooms() {
  return useQuery(roomsQueryOptions());
}
