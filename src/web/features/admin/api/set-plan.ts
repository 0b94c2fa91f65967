import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserDetail } from '../../../../contracts/admin';
import type { PlanId } from '../../../../contracts/plans';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys, invalidateKeys } from '../../../lib/query-keys';
import { adminUserQueryOptions } from './admin-user';

/** POST /api/admin/users/{id}/plan: the plan an administrator gives an account (self-hosted, decision 035). */
export function setPlan({ id, planId }: { id: string; planId: PlanId }): Promise<AdminUserDetail> {
  return apiRequest<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(id)}/plan`, {
    method: 'POST',
    body: { planId },
  });
}

export function useSetPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPlan,
    meta: { handlesErrors: true },
    async onSuccess(detail) {
      queryClient.setQueryData(adminUserQueryOptions(detail.id).queryKey, detail);
      await invalidateKeys(queryClient, [adminKeys.users.all, adminKeys.stats.all]);
    },
  });
}
