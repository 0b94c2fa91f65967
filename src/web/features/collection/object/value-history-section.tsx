import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { LineChart, Plus, Trash2 } from 'lucide-react';
import type { CollectionObject } from '../../../../contracts/collection';
import type { RecordValuationBody, Valuation } from '../../../../contracts/valuations';
import { Button } from '../../../components/ui/button';
import { CollapsibleSection } from '../../../components/ui/collapsible-section';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { formatDay } from '../../../lib/format';
import { useMoney } from '../../../lib/preferences';
import { outcomeToasts } from '../components/outcome-toasts';
import { confidenceLabel } from '../../../lib/terms';
import { useDeleteValuation, useRecordValuation, useValuations } from '../../../api/valuations';
import { RecordValuationDialog } from './record-valuation-dialog';
import { HistoryChart, isRecorded } from './value-history-chart';

/**
 * The object's value over time: a chart, every entry, and the owner's sales and expert valuations, each
 * with who recorded it when the collection has several members (decision 037). `readOnly`: a viewer
 * records and deletes none.
 */
export function ValueHistorySection({
  object,
  readOnly = false,
}: {
  object: CollectionObject;
  readOnly?: boolean;
}) {
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
      outcomeToasts(t, { success: t('form.saved'), failure: t('form.failed') }, () => setRecording(false)),
    );
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(
      { objectId: object.id, valuationId: deleting.id },
      outcomeToasts(t, { success: t('object.deleted'), failure: t('object.deleteFailed') }, () =>
        setDeleting(null),
      ),
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
                    {v.source === 'expert' && <> · {t(`valueKinds.${v.valueKind}`)}</>}
                    {v.confidence !== null && <> · {confidenceLabel(t, v.confidence)}</>}
                  </p>
                  {v.recordedBy && (
                    <p className="text-xs text-muted" data-testid="valuation-recorded-by">
                      {t('object.recordedBy', { name: v.recordedBy })}
                    </p>
                  )}
                  {v.note && (
                    <p className="mt-0.5 text-sm break-words whitespace-pre-line">{money.text(v.note)}</p>
                  )}
                </div>
                {isRecorded(v) && !readOnly && (
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
      {!readOnly && (
        <Button variant="outline" className="mt-3 w-full" onClick={() => setRecording(true)}>
          <Plus size={16} aria-hidden />
          {t('object.record')}
        </Button>
      )}

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
