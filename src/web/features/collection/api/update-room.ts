import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PatchRoomBody, Room } from '../../../../contracts/collection';
import { apiRequest } from '../../../lib/api-client';
import { invalidateCollection } from './invalidate';

/** PATCH /api/rooms/{id}: name, type, houseId. */
export function updateRoom({ id, ...body }: PatchRoomBody & { id: number }): Promise<Room> {
  return apiRequest<Room>(`/api/rooms/${id}`, { method: 'PATCH', body });
}

export function useUpdateRoom() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateRoom,
    onSuccess: () => invalidateCollection(client),
    meta: { handlesErrors: true },
  });
}
