import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanChangeResult, UpgradeBody } from '../../../../contracts/subscription';
import { apiRequest } from '../../../lib/api-client';
import { currentUserQueryOptions } from '../../../lib/session-query';
import { currentSubscriptionQueryOptions } from '../../../lib/subscription';
import { usageStatsQueryOptions } from '../../../lib/usage-stats';

/** POST /api/subscription/upgrade: also downgrades, resumes, and (to the free plan) schedules a cancellation. */
export function upgradePlan(body: UpgradeBody): Promise<PlanChangeResult> {
  return apiRequest<PlanChangeResult>('/api/subscription/upgrade', {
    method: 'POST',
    body,
    idempotent: true,
  });
}

export function useUpgradePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upgradePlan,
    // The screen says "Erreur de mise à niveau" with the server's message (docs/product.md#plans).
    meta: { handlesErrors: true },
    async onSuccess(result) {
      queryClient.setQueryData(currentSubscriptionQueryOptions().queryKey, result.subscription);
      // The plan shows in the user (badge), and the monthly limit follows it.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: usageStatsQueryOptions().queryKey }),
      ]);
    },
  });
}
