import { ChevronDown } from 'lucide-react';
import type { ValuationBasis } from '../../../contracts/analysis';
import { useTranslation } from '../../lib/i18n';
import { useMoney } from '../../lib/preferences';
import { cn } from '../ui/cn';

/**
 * Shared by the capture flow's result and a saved object's page: what a range rests on, in one line right
 * under it (the server's summary; a result stored before the basis existed reads as a rough guide), then,
 * folded, the sources and the recorded prices' spread.
 */
export function ValueBasis({ basis, className }: { basis: ValuationBasis | undefined; className?: string }) {
  const { t } = useTranslation('appraisal');
  const money = useMoney();
  const p = basis?.percentiles;
  const sources = basis?.sources ?? [];
  const more = sources.length > 0 || !!p || !!basis?.borrowedFrom;
  return (
    <div className={cn('text-sm text-muted', className)}>
      <p data-testid="value-basis">{basis ? money.text(basis.summary) : t('basis.roughGuide')}</p>
      {basis && more && (
        <details className="group mt-1">
          <summary className="inline-flex min-h-8 cursor-pointer list-none items-center gap-1 font-medium text-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent [&::-webkit-details-marker]:hidden">
            {t('basis.sources')}
            <ChevronDown size={16} aria-hidden className="transition-transform group-open:rotate-180" />
          </summary>
          <div className="mt-1 space-y-1">
            {basis.borrowedFrom && <p>{t('basis.borrowed', { name: basis.borrowedFrom })}</p>}
            {p && (
              <ul className="tabular-nums">
                <li>{t('basis.median', { value: money.format(p.p50) })}</li>
                <li>{t('basis.middle', { range: money.range(p.p25, p.p75) })}</li>
                <li>{t('basis.most', { range: money.range(p.p5, p.p95) })}</li>
              </ul>
            )}
            {sources.length > 0 && (
              <ul className="list-disc pl-5">
                {sources.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            )}
          </div>
        </details>
      )}
    </div>
  );
}
