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

/** `ownErrors`: the screen words a failure itself (no generic toast on top of it). */
export function useRooms(options: { ownErrors?: boolean } = {}) {
  return useQuery({
    ...roomsQueryOptions(),
    ...(options.ownErrors ? { meta: { handlesErrors: true } } : {}),
  });
}
