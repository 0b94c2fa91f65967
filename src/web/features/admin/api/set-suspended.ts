import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserDetail } from '../../../../contracts/admin';
import { apiRequest } from '../../../lib/api-client';
import { adminUserQueryOptions } from './admin-user';
import { adminKeys, invalidateKeys } from '../../../lib/query-keys';

export interface SuspendInput {
  id: string;
  suspend: boolean;
  reason?: string;
}

/**
 * POST /api/admin/users/{id}/suspend (optional reason) or /reinstate. Suspension ends the user's sessions
 * and refuses their sign-in with ACCOUNT_SUSPENDED.
 */
export function setSuspended({ id, suspend, reason }: SuspendInput): Promise<AdminUserDetail> {
  const path = `/api/admin/users/${encodeURIComponent(id)}/${suspend ? 'suspend' : 'reinstate'}`;
  return apiRequest<AdminUserDetail>(path, {
    method: 'POST',
    body: suspend ? (reason ? { reason } : {}) : undefined,
  });
}

export function useSetSuspended() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSuspended,
    meta: { handlesErrors: true },
    async onSuccess(detail) {
      queryClient.setQueryData(adminUserQueryOptions(detail.id).queryKey, detail);
      await invalidateKeys(queryClient, [adminKeys.users.all, adminKeys.stats.all]);
    },
  });
}
