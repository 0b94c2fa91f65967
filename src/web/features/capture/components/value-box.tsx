import { useTranslation } from '../../../lib/i18n';
import { ExternalLink, TrendingUp } from 'lucide-react';
import type { AnalysisResponse } from '../../../../contracts/analysis-api';
import { ValueBasis } from '../../../components/appraisal/value-basis';
import { useMoney } from '../../../lib/preferences';

/**
 * The range in the user's currency, what it rests on right under it, and where to look for
 * comparable sales: search links with no price (a range nobody dated or sourced would look like data and is not).
 */
export function ValueBox({ result }: { result: AnalysisResponse }) {
  const { t } = useTranslation('capture');
  const money = useMoney();
  const sources = result.marketData?.sources ?? [];
  // The offline analyzer says 0–0 when it cannot identify the object: that is "no estimate", not "worthless".
  const estimated = result.estimatedValueMax > 0;
  return (
    <section
      aria-labelledby="value-title"
      className="rounded-2xl border border-accent/40 bg-gradient-to-br from-accent/15 to-surface p-5"
    >
      <h3
        id="value-title"
        className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-accent"
      >
        <TrendingUp size={16} aria-hidden />
        {t('results.value.title')}
      </h3>
      {estimated ? (
        <>
          <p className="mt-2 text-3xl font-bold" data-testid="value-range">
            {money.range(result.estimatedValueMin, result.estimatedValueMax)}
          </p>
          <ValueBasis basis={result.valuationBasis} className="mt-1" />
          <p className="mt-2 text-sm text-muted">{t('results.value.note')}</p>
        </>
      ) : (
        <p className="mt-2 text-lg font-semibold">
          {/* Named in the owner's own words: the price is missing for lack of records, not of photos. */}
          {t(result.refinement?.named ? 'results.value.noneNamed' : 'results.value.none')}
        </p>
      )}
      {sources.length > 0 && (
        <div className="mt-4">
          <h4 className="text-sm font-semibold">{t('results.value.sources')}</h4>
          <p className="mt-0.5 text-sm text-muted">{t('results.value.sourcesNote')}</p>
          <ul className="mt-2 divide-y divide-border">
            {sources.map((source, i) => (
              <li
                key={`${source.name}-${i}`}
                className="flex min-h-11 items-center justify-between gap-3 py-2 text-sm"
              >
                {source.url ? (
                  <a
                    href={source.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('results.value.open', { name: source.name })}
                    className="inline-flex min-w-0 items-center gap-1.5 font-medium text-accent underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent"
                  >
                    <span className="truncate">{source.name}</span>
                    <ExternalLink size={14} aria-hidden className="shrink-0" />
                  </a>
                ) : (
                  <span className="min-w-0 truncate font-medium">{source.name}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
