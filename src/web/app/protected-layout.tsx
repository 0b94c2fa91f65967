import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { FullScreenSpinner } from '../components/ui/spinner';
import { currentUserQueryOptions } from '../lib/session';
import { showToast } from '../lib/toast';

export const UNAUTHENTICATED_REDIRECT_MS = 500;

/** Spec part 1 §2: no session user -> "Authentication Required", then / after 500 ms. */
export default function ProtectedLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A refused session is final here: no retry (spec part 1 §7).
  const { data: user, isPending } = useQuery({ ...currentUserQueryOptions(), retry: 0 });
  const signedOut = !isPending && !user;

  useEffect(() => {
    if (!signedOut) return;
    showToast({ title: t('guard.title'), description: t('guard.message'), variant: 'destructive' });
    const timer = setTimeout(() => navigate('/', { replace: true }), UNAUTHENTICATED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [signedOut, navigate, t]);

  if (isPending) return <FullScreenSpinner label={t('status.loading')} />;
  if (!user) return <FullScreenSpinner label={t('status.redirecting')} />;
  return <Outlet />;
}
