import { memo, useDeferredValue } from 'react';
import type { ValueHistory } from '../../../../contracts/valuations';
import { useTranslation } from '../../../lib/i18n';
import { LineChart } from 'lucide-react';
import { Card, CardTitle } from '../../../components/ui/card';
import { ValueChart } from '../../../components/value-chart';
import { formatDay, localToday } from '../../../lib/format';
import { useMoney } from '../../../lib/preferences';
import { useValueHistory } from '../../../api/dashboard';

/** The collection's total value over time; a sentence until it has changed on two days at least. */
export function ValueHistoryCard() {
  const history = useValueHistory();
  // Deferred, as in DashboardFigures: the chart renders in a render that yields to the phone.
  const data = useDeferredValue(history.data);
  return history.isError ? null : <ValueHistoryView data={data} />;
}

const ValueHistoryView = memo(function ValueHistoryView({ data }: { data: ValueHistory | undefined }) {
  const { t, i18n } = useTranslation('valuations');
  const language = i18n.language === 'en' ? 'en' : 'fr';
  const money = useMoney();
  const points = data?.points ?? [];
  const day = (d: string) => formatDay(d, language);

  let body;
  if (!data) body = <p className="mt-2 text-sm text-muted">{t('common:status.loading')}</p>;
  // The curve alone would tell what hidden values hide.
  else if (money.hidden) body = <p className="mt-2 text-sm text-muted">{t('dashboard.hidden')}</p>;
  // A viewer the owners keep amounts from (decision 037): the answer has no figure to draw.
  else if (money.withheld) body = <p className="mt-2 text-sm text-muted">{t('common:money.withheld')}</p>;
  else if (points.length < 2) body = <p className="mt-2 text-sm text-muted">{t('dashboard.notEnough')}</p>;
  else {
    const [first, last] = [points[0], points.at(-1)!];
    const today = localToday();
    body = (
      <>
        <div className="mt-3">
          <ValueChart
            steps={points}
            until={today < last.date ? last.date : today}
            title={t('dashboard.title')}
            description={t('dashboard.chartDescription', {
              first: day(first.date),
              last: day(last.date),
              fromRange: money.range(first.low, first.high),
              toRange: money.range(last.low, last.high),
            })}
            formatAmount={(n) => money.format(n)}
            formatDate={day}
          />
        </div>
        {data.bucket === 'month' && <p className="mt-1 text-xs text-muted">{t('dashboard.monthly')}</p>}
      </>
    );
  }

  return (
    <Card className="p-4" data-testid="value-history-card">
      <div className="flex items-center gap-2">
        <LineChart size={20} aria-hidden className="text-accent" />
        <CardTitle className="flex-1">{t('dashboard.title')}</CardTitle>
      </div>
      {body}
    </Card>
  );
});
