import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { LinkIcon } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';

/** What a visitor sees for a link that expired, was revoked, or never existed (the server tells none apart). */
export function LinkGone() {
  const { t } = useTranslation('sharing');
  return (
    <section
      className="flex flex-1 flex-col items-center justify-center gap-4 py-16 text-center"
      data-testid="share-gone"
    >
      <span className="flex h-16 w-16 items-center justify-center rounded-2xl bg-surface-2 text-muted">
        <LinkIcon size={30} aria-hidden />
      </span>
      <h1 className="text-2xl font-bold">{t('gone.title')}</h1>
      <p className="max-w-xs text-muted">{t('gone.message')}</p>
      <Link to="/" className={buttonClasses('secondary', 'md', 'mt-2')}>
        {t('gone.discover')}
      </Link>
    </section>
  );
}
