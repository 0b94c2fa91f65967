import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TFunction } from './i18n';
import type { BillingConfig, BillingMode } from '../../contracts/billing';
import type { Plan } from '../../contracts/plans';
import type { CurrentSubscription } from '../../contracts/subscription';
import { apiRequest } from './api-client';
import { sessionKeys } from './query-keys';

// Settings, the plan pages, the subscription page and the usage-limit page all read the current
// subscription, and features do not import each other: the query lives here (like the session).

/** GET /api/subscription/current */
export function fetchCurrentSubscription(signal?: AbortSignal): Promise<CurrentSubscription> {
  return apiRequest<CurrentSubscription>('/api/subscription/current', { signal });
}

export const currentSubscriptionQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.subscription.detail(),
    queryFn: ({ signal }) => fetchCurrentSubscription(signal),
  });

/** Asked only once the user is known (docs/product.md#data-freshness). */
export function useCurrentSubscription(options: { enabled?: boolean } = {}) {
  return useQuery({ ...currentSubscriptionQueryOptions(), enabled: options.enabled ?? true });
}

/** GET /api/billing/config: how plans are given on this instance (decision 035); public, never changes. */
export const billingConfigQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.billing.detail(),
    queryFn: ({ signal }) => apiRequest<BillingConfig>('/api/billing/config', { signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  });

/**
 * Whether plans are bought here (a hosted instance, decision 035). On a self-hosted one the administrators
 * set plans: no price and no purchase button anywhere. False until the answer comes, so a self-hosted
 * instance never flashes a price.
 */
export function usePlansForSale(): boolean {
  return useBillingMode() === 'stripe';
}

/** The instance's billing mode; undefined until known. */
export function useBillingMode(): BillingMode | undefined {
  return useQuery(billingConfigQueryOptions()).data?.mode;
}

/** "Pro Expert", "Patrimoine Connaisseur": the bare plan name repeats across tabs ("Expert"). */
export function planFullName(t: TFunction, plan: Plan): string {
  return t('common:plans.fullName', {
    tab: t(`common:plans.tabs.${plan.tab}`),
    name: t(`common:plans.names.${plan.nameKey}`),
  });
}
