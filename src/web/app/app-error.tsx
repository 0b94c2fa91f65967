import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../lib/i18n';
import { TriangleAlert } from 'lucide-react';
import { fetchCurrentUser } from '../lib/session';
import { showToast } from '../lib/toast';
import { Spinner } from '../components/ui/spinner';

export const APP_ERROR_REDIRECT_MS = 1500;

/**
 * The route error boundary (docs/product.md#screens-and-routes). After 1.5 s the session decides where to
 * go: signed in -> /dashboard (or / when the dashboard itself failed), otherwise /.
 */
export function AppError() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    showToast({ title: t('appError.title'), description: t('appError.message'), variant: 'destructive' });
    const timer = setTimeout(async () => {
      // A plain request: this screen is in the entry, which does not carry TanStack Query.
      const user = await fetchCurrentUser().catch(() => null);
      navigate(user && pathname !== '/dashboard' ? '/dashboard' : '/', { replace: true });
    }, APP_ERROR_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, pathname, t]);
  return (
    <div className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <TriangleAlert size={48} aria-hidden className="text-danger" />
      <h1 className="text-2xl font-bold">{t('appError.title')}</h1>
      <p className="text-muted">{t('appError.message')}</p>
      <Spinner label={t('status.redirecting')} />
    </div>
  );
}
