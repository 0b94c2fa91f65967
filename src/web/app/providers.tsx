import type { ReactNode } from 'react';
import { ToastHost } from './toast-host';

// No QueryClientProvider here: it wraps the routes that use queries (app/query-layout.tsx), so / and
// /login do not download TanStack Query.
export function Providers({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ToastHost />
    </>
  );
}
