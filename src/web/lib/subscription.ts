import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TFunction } from './i18n';
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

/** "Pro Expert", "Patrimoine Connaisseur": the bare plan name repeats across tabs ("Expert"). */
export function planFullName(t: TFunction, plan: Plan): string {
  return t('common:plans.fullName', {
    tab: t(`common:plans.tabs.${plan.tab}`),
    name: t(`common:plans.names.${plan.nameKey}`),
  });
}
