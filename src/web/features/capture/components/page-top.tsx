import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { ArrowLeft } from 'lucide-react';

/** Title row of the capture screens; their back arrow leads to the dashboard. */
export function PageTop({
  title,
  children,
  backTo = '/dashboard',
  onBack,
}: {
  title: string;
  children?: ReactNode;
  backTo?: string;
  onBack?: () => void;
}) {
  const { t } = useTranslation('capture');
  return (
    <div className="flex items-center gap-2 pb-3 pt-2">
      <Link
        to={backTo}
        onClick={onBack}
        aria-label={t('back')}
        title={t('back')}
        className="-ml-2 flex h-11 w-11 shrink-0 items-center justify-center rounded-xl text-text hover:bg-surface-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent"
      >
        <ArrowLeft size={22} aria-hidden />
      </Link>
      <h1 className="min-w-0 flex-1 text-2xl font-bold leading-tight">{title}</h1>
      {children}
    </div>
  );
}
