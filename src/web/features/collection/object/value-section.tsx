import { useTranslation } from '../../../lib/i18n';
import { Coins } from 'lucide-react';
import type { CollectionObject } from '../../../../contracts/collection';
import { CollapsibleSection } from '../../../components/ui/collapsible-section';
import { useMoney } from '../../../lib/preferences';
import { useComparables } from '../../../api/comparables';
import { estimatePoints } from './estimate-points';
import { Bullets, Fact } from './facts';

/** The estimate, how it was reached, and what the person paid. */
export function ValueSection({ object }: { object: CollectionObject }) {
  const { t, i18n } = useTranslation('collection');
  // Loads the comparables' texts too (used below with their namespace prefix).
  useTranslation('comparables');
  const money = useMoney();
  const comparables = useComparables(object.id).data;
  // Said only while the estimate is the comparables' own (not after the owner typed another one).
  const basis = comparables?.applied ? comparables : null;
  const v = object.expertiseReport.valuationDetails;
  const points = estimatePoints(object);
  const date = object.acquisitionDate
    ? new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'fr-FR', {
        dateStyle: 'long',
        timeZone: 'UTC',
      }).format(new Date(object.acquisitionDate))
    : null;
  return (
    <CollapsibleSection
      id="value"
      title={t('object.value')}
      icon={<Coins size={20} aria-hidden />}
      defaultOpen
    >
      <dl className="space-y-3">
        <Fact label={t('object.estimate')}>
          <span className="text-lg font-semibold text-accent tabular-nums">
            {money.range(object.estimatedValueMin, object.estimatedValueMax)}
          </span>
          {basis && (
            <span className="mt-0.5 block text-sm text-muted" data-testid="estimate-basis">
              {t('comparables:basis', { count: basis.comparables.length })}
              {basis.recentSales > 0 && <span className="block">{t('comparables:recentSales')}</span>}
            </span>
          )}
        </Fact>
        {points.base !== null && <Fact label={t('object.baseValue')}>{money.format(points.base)}</Fact>}
        {points.best !== null && <Fact label={t('object.highEndValue')}>{money.format(points.best)}</Fact>}
        <Fact label={t('object.marketConditions')}>{money.text(v?.marketConditions)}</Fact>
        <Fact label={t('object.priceFactors')}>
          {v?.factorsInfluencingPrice.length ? (
            <Bullets items={v.factorsInfluencingPrice.map(money.text)} />
          ) : null}
        </Fact>
        <Fact label={t('object.acquisitionPrice')}>
          <span className="tabular-nums" data-testid="acquisition-price">
            {money.format(object.acquisitionPrice, 2)}
          </span>
        </Fact>
        <Fact label={t('object.acquisitionDate')}>{date ?? '—'}</Fact>
      </dl>
    </CollapsibleSection>
  );
}
