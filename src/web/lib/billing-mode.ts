import { useEffect, useState } from 'react';
import type { BillingMode } from '../../contracts/billing';

// The public first screens (/, /login) load no TanStack Query (decision 031): the billing mode is asked here
// with a plain fetch, once per page load, and kept.
let known: Promise<BillingMode | undefined> | null = null;

function askOnce(): Promise<BillingMode | undefined> {
  known ??= fetch('/api/billing/config', { credentials: 'same-origin' })
    .then(async (res) => (res.ok ? ((await res.json()) as { mode: BillingMode }).mode : undefined))
    .catch(() => undefined);
  return known;
}

/**
 * Whether plans are bought on this instance (decision 035), for the screens outside the query layout. False
 * until known: a self-hosted instance never shows a price, not even for a moment.
 */
export function usePlansForSaleOutsideQueries(): boolean {
  const [mode, setMode] = useState<BillingMode | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void askOnce().then((m) => {
      if (live) setMode(m);
    });
    return () => {
      live = false;
    };
  }, []);
  return mode === 'stripe';
}
