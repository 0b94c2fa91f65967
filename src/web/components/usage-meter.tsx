import { useTranslation } from '../lib/i18n';
import { Progress } from './ui/progress';

interface UsageMeterProps {
  used: number;
  /** null = unlimited */
  limit: number | null;
}

/**
 * Analyses used this month against the plan's limit (settings, usage-limit screen; docs/product.md#limits).
 */
export function UsageMeter({ used, limit }: UsageMeterProps) {
  const { t } = useTranslation('plans');
  const label = t('usage.label');
  return (
    <div>
      <div className="mb-2 flex items-baseline justify-between gap-3 text-sm">
        <span className="text-muted">{label}</span>
        <span className="font-semibold tabular-nums">
          {limit === null ? t('usage.unlimited', { used }) : t('usage.count', { used, limit })}
        </span>
      </div>
      {limit !== null && (
        <Progress value={used} max={limit} label={label} valueText={t('usage.valueText', { used, limit })} />
      )}
      <p className="mt-2 text-xs text-muted">{t('usage.resets')}</p>
    </div>
  );
}
