import { Link } from 'react-router';
import { Hourglass } from 'lucide-react';
import { useTranslation } from '../lib/i18n';
import { analysesLeftThisMonth, useUsageStats } from '../api/usage';
import { cn } from './ui/cn';

/**
 * Said before the photos are taken, where the appraisal starts (the dashboard's button, the camera): no
 * analysis is left this month, and the way to get more. Learning it only after "Use Photos" wasted the
 * photos' taking (decision 029). Nothing shows while the count is unknown or some are left.
 */
export function NoAnalysisLeftNotice({ className }: { className?: string }) {
  const { t } = useTranslation();
  const usage = useUsageStats();
  if (!usage.data || analysesLeftThisMonth(usage.data) !== 0) return null;
  return (
    <div
      role="status"
      data-testid="no-analysis-left"
      className={cn('flex w-full gap-3 rounded-xl border px-3 py-2.5 text-left text-sm', className)}
    >
      <Hourglass size={18} aria-hidden className="mt-0.5 shrink-0 text-accent" />
      <p>
        <strong className="block font-semibold">{t('analysesLeft.noneTitle')}</strong>
        <span className="opacity-80">{t('analysesLeft.noneText')}</span>{' '}
        <Link to="/usage-limit-reached" className="font-semibold text-accent underline underline-offset-2">
          {t('analysesLeft.morePlans')}
        </Link>
      </p>
    </div>
  );
}
