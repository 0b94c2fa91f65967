import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';

/**
 * Every route but / and /login: TanStack Query and the query client are downloaded with the first page
 * that needs them, not with the first screen (decision 012). The copy of the collection kept for
 * reading offline and the queue of photos taken offline (decision 028) are loaded after this layout's
 * first render, so they never delay a page.
 */
export default function QueryLayout() {
  useEffect(() => {
    const stops: (() => void)[] = [];
    let left = false;
    // The copy kept for reading offline, and the photos taken offline sent once the connection is back.
    // A collection left on another device is dropped here too (decision 037).
    void Promise.all([
      import('../lib/offline-data'),
      import('../lib/capture-queue'),
      import('../api/collections'),
    ])
      .then(([data, queue, collections]) => {
        if (!left)
          stops.push(
            data.startOfflineData(queryClient),
            queue.startCaptureQueue(queryClient),
            collections.watchCurrentCollection(queryClient),
          );
      })
      .catch(() => undefined);
    return () => {
      left = true;
      stops.forEach((stop) => stop());
    };
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
