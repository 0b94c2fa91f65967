import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LineChart, Plus, Trash2 } from 'lucide-react';
import type { CollectionObject } from '../../../../contracts/collection';
import { recordedKinds, type RecordValuationBody, type Valuation } from '../../../../contracts/valuations';
import { Button } from '../../../components/ui/button';
import { CollapsibleSection } from '../../../components/ui/collapsible-section';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { ValueChart, type ValueMark, type ValueStep } from '../../../components/value-chart';
import { errorMessage } from '../../../lib/error-catalogue';
import { formatDay, localToday } from '../../../lib/format';
import { useMoney } from '../../../lib/preferences';
import { showToast } from '../../../lib/toast';
import { useDeleteValuation } from '../api/delete-valuation';
import { useValuations } from '../api/get-valuations';
import { useRecordValuation } from '../api/record-valuation';
import { RecordValuationDialog } from './record-valuation-dialog';

const isRecorded = (v: Valuation) => (recordedKinds as readonly string[]).includes(v.source);

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

/** The object's value over time: a chart, every entry, and the owner's sales and expert valuations. */
export function ValueHistorySection({ object }: { object: CollectionObject }) {
  const { t, i18n } = useTranslation('valuations');
  const language = i18n.language === 'en' ? 'en' : 'fr';
  const money = useMoney();
  const history = useValuations(object.id);
  const record = useRecordValuation();
  const remove = useDeleteValuation();
  const [recording, setRecording] = useState(false);
  const [deleting, setDeleting] = useState<Valuation | null>(null);
  const day = (d: string) => formatDay(d, language);
  const entries = history.data?.valuations ?? [];

  function save(body: RecordValuationBody) {
    record.mutate(
      { objectId: object.id, ...body },
      {
        onSuccess: () => {
          setRecording(false);
          showToast({ title: t('form.saved'), variant: 'success' });
        },
        onError: (error) =>
          showToast({
            title: t('form.failed'),
            description: errorMessage(t, error, t('collection:actions.retry')),
            variant: 'destructive',
          }),
      },
    );
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(
      { objectId: object.id, valuationId: deleting.id },
      {
        onSuccess: () => {
          setDeleting(null);
          showToast({ title: t('object.deleted'), variant: 'success' });
        },
        onError: (error) =>
          showToast({
            title: t('object.deleteFailed'),
            description: errorMessage(t, error, t('collection:actions.retry')),
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <CollapsibleSection
      id="value-history"
      title={t('object.title')}
      icon={<LineChart size={20} aria-hidden />}
      defaultOpen
    >
      {history.isPending ? (
        <Spinner className="mx-auto my-4" label={t('common:status.loading')} />
      ) : history.isError ? (
        <p className="text-sm text-danger">{t('object.loadFailed')}</p>
      ) : entries.length === 0 ? (
        <p className="text-sm text-muted">{t('object.empty')}</p>
      ) : (
        <>
          <HistoryChart object={object} entries={entries} />
          <h3 className="mt-4 mb-2 text-xs font-medium tracking-wide text-muted uppercase">
            {t('object.entries')}
          </h3>
          <ol className="divide-y divide-border" data-testid="valuation-list">
            {[...entries].reverse().map((v) => (
              <li key={v.id} className="flex items-start gap-3 py-2.5" data-testid="valuation-entry">
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <span className="font-medium">{t(`sources.${v.source}`)}</span>
                    <span className="font-semibold text-accent tabular-nums">
                      {isRecorded(v) ? money.format(v.low) : money.range(v.low, v.high)}
                    </span>
                  </p>
                  <p className="text-sm text-muted">
                    <time dateTime={v.valuedOn}>{day(v.valuedOn)}</time>
                    {v.confidence !== null && (
                      <> · {t('object.confidence', { value: Math.round(v.confidence) })}</>
                    )}
                  </p>
                  {v.note && (
                    <p className="mt-0.5 text-sm break-words whitespace-pre-line">{money.text(v.note)}</p>
                  )}
                </div>
                {isRecorded(v) && (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="-mr-2 shrink-0 text-muted"
                    aria-label={t('object.delete')}
                    title={t('object.delete')}
                    onClick={() => setDeleting(v)}
                  >
                    <Trash2 size={16} aria-hidden />
                  </Button>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
      <Button variant="outline" className="mt-3 w-full" onClick={() => setRecording(true)}>
        <Plus size={16} aria-hidden />
        {t('object.record')}
      </Button>

      <RecordValuationDialog
        open={recording}
        onOpenChange={setRecording}
        pending={record.isPending}
        onSubmit={save}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t('object.deleteTitle')}
        description={
          deleting
            ? t('object.deleteText', {
                source: t(`sources.${deleting.source}`),
                date: day(deleting.valuedOn),
              })
            : undefined
        }
        closeLabel={t('collection:actions.close')}
        cancelLabel={t('collection:actions.cancel')}
        confirmLabel={t('object.deleteConfirm')}
        variant="destructive"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </CollapsibleSection>
  );
}

/** Masked entirely when values are hidden: the shape of a curve would tell what the amounts hide. */
function HistoryChart({ object, entries }: { object: CollectionObject; entries: Valuation[] }) {
  const { t, i18n } = useTranslation('valuations');
  const language = i18n.language === 'en' ? 'en' : 'fr';
  const money = useMoney();
  if (money.hidden) return <p className="text-sm text-muted">{t('object.hidden')}</p>;

  const steps = stepsOf(entries);
  const marks: ValueMark[] = entries.filter(isRecorded).map((v) => ({
    date: v.valuedOn,
    value: v.low ?? 0,
    kind: v.source as ValueMark['kind'],
    label: `${t(`sources.${v.source}`)} · ${formatDay(v.valuedOn, language)} · ${money.format(v.low)}`,
  }));
  const until = localToday();
  const first = entries[0].valuedOn;
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
        until={until < first ? first : until}
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
