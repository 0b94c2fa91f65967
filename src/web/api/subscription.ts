import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckoutStatus } from '../../contracts/billing';
import type { CurrentSubscription, PlanChangeResult, UpgradeBody } from '../../contracts/subscription';
import { apiRequest } from '../lib/api-client';
import { sessionKeys } from '../lib/query-keys';
import { currentUserQueryOptions } from '../lib/session-query';
import { currentSubscriptionQueryOptions } from '../lib/subscription';
import { usageStatsQueryOptions } from './usage';

// The account's plan: its changes, its cancellation and, on a hosted instance, Stripe's Checkout and portal
// (decision 035). The current subscription and the billing mode are read through lib/subscription.ts, which
// the first screens share.

/**
 * POST /api/subscription/upgrade: also downgrades, resumes, and (to the free plan) schedules a cancellation.
 * Hosted, it answers a Checkout page (`checkoutUrl`) or a change Stripe still has to confirm.
 */
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

/** POST /api/billing/portal: Stripe's customer portal (card, cancellation, invoices) for this account. */
export function openBillingPortal(): Promise<{ url: string }> {
  return apiRequest('/api/billing/portal', { method: 'POST' });
}

export function useBillingPortal() {
  return useMutation({
    mutationFn: openBillingPortal,
    onSuccess({ url }) {
      window.location.assign(url);
    },
  });
}

/**
 * GET /api/billing/checkouts/{id}, asked again every 1.5 s while the payment is open: it turns `complete`
 * only once Stripe's verified webhook has landed (decision 035).
 */
export function useCheckoutStatus(id: string | null) {
  return useQuery({
    queryKey: sessionKeys.checkout.detail(id),
    queryFn: ({ signal }) =>
      apiRequest<CheckoutStatus>(`/api/billing/checkouts/${encodeURIComponent(id!)}`, { signal }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'open' || !query.state.data ? 1500 : false),
    retry: 2,
  });
}
