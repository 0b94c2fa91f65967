import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentSubscription } from '../../../../contracts/subscription';
import { apiRequest } from '../../../lib/api-client';
import { currentUserQueryOptions } from '../../../lib/session-query';
import { currentSubscriptionQueryOptions } from '../../../lib/subscription';

/** POST /api/subscription/cancel: the plan stays until the end of the paid period (or trial). */
export function cancelSubscription(): Promise<{ subscription: CurrentSubscription }> {
  return apiRequest('/api/subscription/cancel', { method: 'POST' });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    // "Erreur d'annulation" with the server's message (docs/product.md#plans).
    meta: { handlesErrors: true },
    async onSuccess(result) {
      queryClient.setQueryData(currentSubscriptionQueryOptions().queryKey, result.subscription);
      await queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
    },
  });
}
