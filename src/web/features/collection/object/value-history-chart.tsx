import { useTranslation } from '../../../lib/i18n';
import type { CollectionObject } from '../../../../contracts/collection';
import { recordedKinds, type Valuation } from '../../../../contracts/valuations';
import { ValueChart, type ValueMark, type ValueStep } from '../../../components/value-chart';
import { formatDay, localToday } from '../../../lib/format';
import { useMoney } from '../../../lib/preferences';

/** A sale or an expert valuation the owner recorded (not an estimate). */
export const isRecorded = (v: Valuation) => (recordedKinds as readonly string[]).includes(v.source);

/**
 * Estimates as steps: a lone bound stands for both ends, an emptied estimate is left out, and of several
 * on one day the last is what held that day (as in the collection's history).
 */
function stepsOf(entries: Valuation[]): ValueStep[] {
  const byDay = new Map<string, ValueStep>();
  for (const v of entries) {
    if (isRecorded(v) || (v.low === null && v.high === null)) continue;
    byDay.set(v.valuedOn, { date: v.valuedOn, low: v.low ?? v.high!, high: v.high ?? v.low! });
  }
  return [...byDay.values()];
}

/** Masked entirely when values are hidden: the shape of a curve would tell what the amounts hide. */
export function HistoryChart({ object, entries }: { object: CollectionObject; entries: Valuation[] }) {
  const { t, i18n } = useTranslation('valuations');
  const language = i18n.language === 'en' ? 'en' : 'fr';
  const money = useMoney();
  if (money.hidden) return <p className="text-sm text-muted">{t('object.hidden')}</p>;
  // A viewer the owners keep amounts from (decision 037) has none to draw.
  if (money.withheld) return <p className="text-sm text-muted">{t('common:money.withheld')}</p>;

  const steps = stepsOf(entries);
  const marks: ValueMark[] = entries.filter(isRecorded).map((v) => ({
    date: v.valuedOn,
    value: v.low ?? 0,
    kind: v.source as ValueMark['kind'],
    label: `${t(`sources.${v.source}`)} · ${formatDay(v.valuedOn, language)} · ${money.format(v.low)}`,
  }));
  const until = localToday();
  const description = [
    steps.length > 0
      ? t('object.chartDescription', {
          first: formatDay(steps[0].date, language),
          last: formatDay(until, language),
          fromRange: money.range(steps[0].low, steps[0].high),
          toRange: money.range(steps.at(-1)!.low, steps.at(-1)!.high),
        })
      : '',
    t('object.marks', { count: marks.length }),
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <figure>
      <ValueChart
        steps={steps}
        marks={marks}
        until={until}
        title={t('object.chartTitle', { name: object.name })}
        description={description}
        formatAmount={(n) => money.format(n)}
        formatDate={(d) => formatDay(d, language)}
      />
      <figcaption className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
        <span className="flex items-center gap-1.5">
          <span aria-hidden className="inline-block h-2.5 w-4 rounded-sm border border-accent bg-accent/20" />
          {t('object.legendRange')}
        </span>
        <span className="flex items-center gap-1.5">
          <span aria-hidden className="inline-block h-2.5 w-2.5 rounded-full bg-success" />
          {t('object.legendSale')}
        </span>
        <span className="flex items-center gap-1.5">
          <span aria-hidden className="inline-block h-2.5 w-2.5 bg-text" />
          {t('object.legendExpert')}
        </span>
      </figcaption>
    </figure>
  );
}
