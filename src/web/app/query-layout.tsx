import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';

/**
 * Every route but / and /login: TanStack Query and the query client are downloaded with the first page
 * that needs them, not with the first screen (decision 012). The copy of the collection kept for
 * reading offline (decision 028) is loaded after this layout's first render, so it never delays a page.
 */
export default function QueryLayout() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let left = false;
    import('../lib/offline-data')
      .then((m) => {
        if (!left) stop = m.startOfflineData(queryClient);
      })
      .catch(() => undefined);
    return () => {
      left = true;
      stop?.();
    };
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
