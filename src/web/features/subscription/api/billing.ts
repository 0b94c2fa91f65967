import { useMutation, useQuery } from '@tanstack/react-query';
import type { CheckoutStatus } from '../../../../contracts/billing';
import { apiRequest } from '../../../lib/api-client';
import { sessionKeys } from '../../../lib/query-keys';

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
