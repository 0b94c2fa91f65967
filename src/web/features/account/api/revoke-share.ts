import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { collectionKeys } from '../../../lib/query-keys';

/** DELETE /api/shares/{id}: the link and its photos answer 404 from now on. */
export function revokeShare(id: string): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>(`/api/shares/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRevokeShare() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeShare,
    onSettled: () => client.invalidateQueries({ queryKey: collectionKeys.shares.all }),
  });
}
