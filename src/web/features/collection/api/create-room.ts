import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRoomBody, Room } from '../../../../contracts/collection';
import { apiRequest } from '../../../lib/api-client';
import { invalidateCollection } from './invalidate';

/** POST /api/rooms; without houseId the room goes to the main house. */
export function createRoom(body: CreateRoomBody): Promise<Room> {
  return apiRequest<Room>('/api/rooms', { method: 'POST', body, idempotent: true });
}

export function useCreateRoom() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createRoom, onSuccess: () => invalidateCollection(client) });
}
