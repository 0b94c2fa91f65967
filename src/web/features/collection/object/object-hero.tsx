import type { CollectionObject } from '../../../../contracts/collection';
import { ValueBasis } from '../../../components/appraisal/value-basis';
import { ObjectThumbnail } from '../../../components/object-thumbnail';
import { ConfidenceBadge } from '../../../components/confidence-badge';
import { Badge } from '../../../components/ui/badge';
import { useTranslation } from '../../../lib/i18n';
import { useMoney } from '../../../lib/preferences';
import { currentValue } from '../../../../contracts/valuations';
import { formatDay } from '../../../lib/format';
import { useComparables } from '../../../api/comparables';
import { useValuations } from '../../../api/valuations';

/** The object's photo, name and value range, with what the range rests on right under it. */
export function ObjectHero({ object }: { object: CollectionObject }) {
  const money = useMoney();
  return (
    <section className="overflow-hidden rounded-2xl border border-border bg-surface">
      <ObjectThumbnail src={object.imageUrl} className="aspect-[4/3] w-full rounded-none" />
      <div className="p-4">
        <h1 className="text-2xl leading-tight font-bold break-words">{object.name}</h1>
        <p className="mt-1 text-xl font-semibold text-accent tabular-nums" data-testid="object-value">
          {money.range(object.estimatedValueMin, object.estimatedValueMax)}
        </p>
        {!!object.estimatedValueMax && <HeroBasis object={object} />}
        <div className="mt-2 flex flex-wrap gap-2">
          {object.category && (
            <Badge className="border-border bg-surface-2 text-text">{object.category}</Badge>
          )}
          {object.confidenceScore !== null && <ConfidenceBadge score={object.confidenceScore} />}
        </div>
      </div>
    </section>
  );
}

/**
 * The recorded sale or expert valuation that is the value (decision 027); else the comparables the owner
 * recorded while the estimate is theirs; otherwise the basis the analysis gave with the range (kept by the
 * server while the range is that analysis's), or a rough guide.
 */
function HeroBasis({ object }: { object: CollectionObject }) {
  const { t } = useTranslation('comparables');
  const { t: tv, i18n } = useTranslation('valuations');
  const comparables = useComparables(object.id).data;
  const history = useValuations(object.id).data;
  const value = history && currentValue(history.valuations);
  if (value && (value.source === 'sale' || value.source === 'expert'))
    return (
      <p className="mt-1 text-sm text-muted" data-testid="value-basis">
        {tv(`object.valueIs.${value.source}`, {
          date: formatDay(value.valuedOn, i18n.language === 'en' ? 'en' : 'fr'),
        })}
      </p>
    );
  if (comparables?.applied)
    return (
      <p className="mt-1 text-sm text-muted" data-testid="value-basis">
        {t('basis', { count: comparables.comparables.length })}
      </p>
    );
  return <ValueBasis basis={object.analysisData.valuationBasis} className="mt-1" />;
}
