import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Flag } from '../../../../contracts/admin';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

export interface ReviewInput {
  id: string;
  decision: 'approve' | 'reject';
}

/** POST /api/admin/flags/{id}/approve or /reject: the flag leaves the open list, marked by this admin. */
export function reviewFlag({ id, decision }: ReviewInput): Promise<Flag> {
  return apiRequest<Flag>(`/api/admin/flags/${encodeURIComponent(id)}/${decision}`, { method: 'POST' });
}

export function useReviewFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewFlag,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.flagged.all }),
  });
}
