import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { listenToToastEvents, subscribeToastRequests, toastsRequested } from '../lib/toast';

const Toaster = lazy(() => import('../components/ui/toaster'));

/** Mounts sonner only when a first toast is raised, so pages that never toast never download it. */
export function ToastHost() {
  const requested = useSyncExternalStore(subscribeToastRequests, toastsRequested, () => false);
  useEffect(() => listenToToastEvents(), []);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
