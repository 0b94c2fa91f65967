import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateShareBody, Share } from '../../../../contracts/sharing';
import { apiRequest } from '../../../lib/api-client';
import { collectionKeys } from '../../../lib/query-keys';

/** POST /api/shares: a read-only link to one of the user's houses, rooms or objects. */
export function createShare(body: CreateShareBody): Promise<Share> {
  return apiRequest<Share>('/api/shares', { method: 'POST', body });
}

export function useCreateShare() {
  const client = useQueryClient();
  // The settings page lists the links under ['shares', ...].
  return useMutation({
    mutationFn: createShare,
    onSuccess: () => client.invalidateQueries({ queryKey: collectionKeys.shares.all }),
    meta: { handlesErrors: true },
  });
}
