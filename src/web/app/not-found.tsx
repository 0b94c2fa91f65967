import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../lib/i18n';
import { Compass } from 'lucide-react';
import { buttonClasses } from '../components/ui/button';
import { showToast } from '../lib/toast';

export const NOT_FOUND_REDIRECT_MS = 1500;

/** Unknown route -> "Page Not Found", then home after 1.5 s (docs/product.md#screens-and-routes). */
export default function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    showToast({ title: t('notFound.title'), description: t('notFound.message'), variant: 'destructive' });
    const timer = setTimeout(() => navigate('/', { replace: true }), NOT_FOUND_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, t]);
  return (
    <section className="flex flex-1 flex-col items-center justify-center gap-4 text-center">
      <Compass size={48} aria-hidden className="text-accent" />
      <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="text-muted">{t('notFound.message')}</p>
      <Link to="/" replace className={buttonClasses('secondary')}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
