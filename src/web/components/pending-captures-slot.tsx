import { lazy, Suspense } from 'react';
import { useHydrated } from '../lib/hydrated';

// The list and its IndexedDB code come after the screen's first render, in their own chunk: the
// dashboard (rendered by the server, decision 017) never waits for them nor renders them on the server.
const PendingCaptures = lazy(() => import('./pending-captures'));

/** Photos taken offline and waiting to be analysed (decision 028), when there are any. */
export function PendingCapturesSlot() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <PendingCaptures />
    </Suspense>
  );
}
