import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { cn } from '../../../components/ui/cn';
import { formatPercent } from '../../../lib/format';

interface StatCardProps {
  label: string;
  value: string;
  icon?: ReactNode;
  /** Percent change against the previous 30 days; null when there was nothing to compare to. */
  growth?: number | null;
}

export function StatCard({ label, value, icon, growth }: StatCardProps) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language === 'en' ? 'en' : 'fr';
  return (
    <div className="rounded-2xl border border-border bg-surface p-4">
      <p className="flex items-center gap-2 text-sm text-muted">
        {icon}
        {label}
      </p>
      <p className="mt-1 text-2xl font-bold tabular-nums">{value}</p>
      {growth !== undefined && (
        <p
          className={cn(
            'mt-1 text-xs',
            growth === null ? 'text-muted' : growth >= 0 ? 'text-success' : 'text-danger',
          )}
        >
          {growth === null
            ? t('overview.noComparison')
            : t('overview.growth', { percent: formatPercent(growth, language, true) })}
        </p>
      )}
    </div>
  );
}
