import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useTranslation } from '../lib/i18n';
import { useQuery } from '@tanstack/react-query';
import { FullScreenSpinner } from '../components/ui/spinner';
import { isApiError } from '../lib/api-client';
import { useOnline } from '../lib/connectivity';
import { currentUserQueryOptions } from '../lib/session-query';
import { showToast } from '../lib/toast';

export const UNAUTHENTICATED_REDIRECT_MS = 500;
const RECONNECT_POLL_MS = 15_000;

/** No session user -> "Authentication Required", then / after 500 ms (docs/product.md#screens-and-routes). */
export default function ProtectedLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A refused session is final here: no retry.
  const { data: user, isPending, error, refetch } = useQuery({ ...currentUserQueryOptions(), retry: 0 });
  const online = useOnline();
  // Unreachable is not signed out: offline, the shell waits (the banner says why) and asks again.
  const unreachable = !user && isApiError(error) && error.code === 'NETWORK';
  const signedOut = !isPending && !user && !unreachable;

  useEffect(() => {
    if (!unreachable) return;
    // React Query's own reconnect refetch misses a page opened offline (it never saw the network go), and a
    // server that was down comes back without any browser event: ask at once when online, then now and then.
    if (online) void refetch();
    const timer = setInterval(() => void refetch(), RECONNECT_POLL_MS);
    return () => clearInterval(timer);
  }, [unreachable, online, refetch]);

  useEffect(() => {
    if (!signedOut) return;
    showToast({ title: t('guard.title'), description: t('guard.message'), variant: 'destructive' });
    const timer = setTimeout(() => navigate('/', { replace: true }), UNAUTHENTICATED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [signedOut, navigate, t]);

  if (unreachable || (isPending && !online)) return <FullScreenSpinner label={t('connectivity.waiting')} />;
  if (isPending) return <FullScreenSpinner label={t('status.loading')} />;
  if (!user) return <FullScreenSpinner label={t('status.redirecting')} />;
  return <Outlet />;
}
