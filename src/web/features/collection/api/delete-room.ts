import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateCollection } from './invalidate';

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
