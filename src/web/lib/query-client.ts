import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import {
  describeMutationError,
  describeQueryError,
  shouldShowErrorPopup,
  type CatalogueEntry,
} from './error-catalogue';
import { i18n } from './i18n';
import { retryDelay, shouldRetry } from './query-client-policy';
import { showToast } from './toast';

const MINUTE = 60_000;

function toastEntry(entry: CatalogueEntry) {
  showToast({
    title: i18n.t(entry.titleKey),
    description: entry.message ?? (entry.messageKey ? i18n.t(entry.messageKey) : undefined),
    variant: 'destructive',
  });
}

export interface MutationMeta extends Record<string, unknown> {
  /** The screen shows its own, more precise message. */
  handlesErrors?: boolean;
}

export interface QueryMeta extends Record<string, unknown> {
  /** The screen says what went wrong itself (or stays silent on purpose). */
  handlesErrors?: boolean;
}

export function createQueryClient(currentPath: () => string = () => window.location.pathname): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError(error, query) {
        if ((query.meta as QueryMeta | undefined)?.handlesErrors) return;
        if (shouldShowErrorPopup(error, currentPath())) toastEntry(describeQueryError(error));
      },
    }),
    mutationCache: new MutationCache({
      onError(error, _variables, _context, mutation) {
        if ((mutation.meta as MutationMeta | undefined)?.handlesErrors) return;
        if (shouldShowErrorPopup(error, currentPath())) toastEntry(describeMutationError(error));
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 5 * MINUTE,
        gcTime: 10 * MINUTE,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: shouldRetry,
        retryDelay,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
