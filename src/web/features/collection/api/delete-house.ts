import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateCollection } from './invalidate';

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
