import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Room, RoomType } from '../../../../contracts/collection';
import { apiRequest } from '../../../lib/api-client';
import { collectionKeys, dashboardKeys, invalidateKeys } from '../../../lib/query-keys';

export interface CreateRoomInput {
  name: string;
  type: RoomType;
}

export function createRoom(input: CreateRoomInput): Promise<Room> {
  return apiRequest<Room>('/api/rooms', { method: 'POST', body: input, idempotent: true });
}

export function useCreateRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRoom,
    meta: { handlesErrors: true },
    // After a room change the rooms and dashboard figures are refreshed (houses count rooms too).
    onSuccess: () =>
      invalidateKeys(queryClient, [
        collectionKeys.rooms.all,
        collectionKeys.houses.all,
        dashboardKeys.stats.all,
      ]),
  });
}
