import { hashKey, MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { User } from '../../contracts/auth';
import {
  describeMutationError,
  describeQueryError,
  shouldShowErrorPopup,
  type CatalogueEntry,
} from './error-catalogue';
import { i18n } from './i18n';
import { retryDelay, shouldRetry } from './query-client-policy';
import { dashboardKeys, invalidateKeys } from './query-keys';
import { getSessionUser, setSessionUser, subscribeSession } from './session';
import { currentUserQueryOptions } from './session-query';
import { showToast } from './toast';

const MINUTE = 60_000;

function toastEntry(entry: CatalogueEntry) {
  showToast({
    title: i18n.t(entry.titleKey),
    description: entry.messageKey ? i18n.t(entry.messageKey) : undefined,
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
      // A change asked for offline fails at once with the network error (the screen keeps what was typed
      // and says so) instead of waiting, paused, behind a spinner for a connection that may not come.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/**
 * The first screens know the session through lib/session.ts (plain requests, no TanStack Query there);
 * the signed-in screens through the `auth-user` query. This keeps them equal: the cache starts from what
 * the store knows (the user who just signed in), the store follows the query (a profile change, a
 * refused session), and a sign-in made while the cache exists reaches it, with the figures of the
 * previous account marked stale.
 */
export function syncSession(client: QueryClient): () => void {
  const { queryKey } = currentUserQueryOptions();
  const queryHash = hashKey(queryKey);
  const known = getSessionUser();
  if (known !== undefined) client.setQueryData(queryKey, known);
  // Our own write to the cache is not news for the store (the cache may keep an equal older object).
  let writing = false;
  const stopCache = client.getQueryCache().subscribe((event) => {
    if (writing || event.type !== 'updated' || event.query.queryHash !== queryHash) return;
    const data = event.query.state.data as User | null | undefined;
    if (data !== undefined) setSessionUser(data);
  });
  const stopStore = subscribeSession(() => {
    const user = getSessionUser();
    const cached = client.getQueryData(queryKey);
    if (user === undefined || user === cached) return;
    writing = true;
    try {
      client.setQueryData(queryKey, user);
    } finally {
      writing = false;
    }
    if (user && user.id !== cached?.id) {
      // The dashboard figures belong to the account that just signed in.
      void invalidateKeys(client, [dashboardKeys.stats.all, dashboardKeys.valueHistory.all]);
    }
  });
  return () => {
    stopCache();
    stopStore();
  };
}

export const queryClient = createQueryClient();
syncSession(queryClient);
