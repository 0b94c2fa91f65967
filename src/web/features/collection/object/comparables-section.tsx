import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ExternalLink, Plus, Scale, Trash2 } from 'lucide-react';
import type { CollectionObject } from '../../../../contracts/collection';
import {
  COMPARABLES_PER_OBJECT_MAX,
  type Comparable,
  type CreateComparableBody,
} from '../../../../contracts/comparables';
import { HIDDEN_AMOUNT, MISSING_AMOUNT, type Currency } from '../../../../contracts/currency';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { CollapsibleSection } from '../../../components/ui/collapsible-section';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { formatDay } from '../../../lib/format';
import { useMoney } from '../../../lib/preferences';
import { outcomeToasts } from '../components/outcome-toasts';
import { useComparables, useDeleteComparable, useRecordComparable } from '../../../api/comparables';
import { AddComparableDialog } from './add-comparable-dialog';

/**
 * A price as the owner typed it, in its own currency (masked with every other amount); none (null) where
 * the collection's owners keep amounts from this viewer (decision 037).
 */
function formatTyped(price: number | null, currency: Currency, language: 'fr' | 'en', hidden: boolean) {
  if (hidden) return HIDDEN_AMOUNT;
  if (price === null || !Number.isFinite(price)) return MISSING_AMOUNT;
  return new Intl.NumberFormat(currency === 'EUR' || language === 'fr' ? 'fr-FR' : 'en-GB', {
    style: 'currency',
    currency,
    minimumFractionDigits: Number.isInteger(price) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(price);
}

/**
 * Items like this one, sold or offered, that the owner records; the object's estimate is made from them.
 * `readOnly`: a viewer of the collection (decision 037) reads them, adds and deletes none.
 */
export function ComparablesSection({
  object,
  readOnly = false,
}: {
  object: CollectionObject;
  readOnly?: boolean;
}) {
  const { t, i18n } = useTranslation('comparables');
  const language = i18n.language === 'en' ? 'en' : 'fr';
  const money = useMoney();
  const query = useComparables(object.id);
  const record = useRecordComparable();
  const remove = useDeleteComparable();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Comparable | null>(null);
  const items = query.data?.comparables ?? [];
  const full = items.length >= COMPARABLES_PER_OBJECT_MAX;

  function save(body: CreateComparableBody) {
    record.mutate(
      { objectId: object.id, ...body },
      outcomeToasts(t, { success: t('form.saved'), failure: t('form.failed') }, () => setAdding(false)),
    );
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(
      { objectId: object.id, comparableId: deleting.id },
      outcomeToasts(t, { success: t('deleted'), failure: t('deleteFailed') }, () => setDeleting(null)),
    );
  }

  return (
    <CollapsibleSection
      id="comparables"
      title={t('title')}
      icon={<Scale size={20} aria-hidden />}
      defaultOpen
    >
      <p className="text-sm text-muted">{t('intro')}</p>
      {query.isPending ? (
        <Spinner className="mx-auto my-4" label={t('common:status.loading')} />
      ) : query.isError ? (
        <p className="mt-3 text-sm text-danger">{t('loadFailed')}</p>
      ) : items.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t('empty')}</p>
      ) : (
        <>
          <ul className="mt-3 divide-y divide-border" data-testid="comparable-list">
            {items.map((c) => (
              <li key={c.id} className="flex items-start gap-3 py-2.5" data-testid="comparable">
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <span className="min-w-0 font-medium break-words">{c.title}</span>
                    <span className="font-semibold text-accent tabular-nums">
                      {formatTyped(money.withheld ? null : c.price, c.currency, language, money.hidden)}
                    </span>
                  </p>
                  <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
                    <Badge className={cn(c.kind === 'asking' && 'border-border bg-surface-2 text-muted')}>
                      {t(`kinds.${c.kind}`)}
                    </Badge>
                    <time dateTime={c.date}>{formatDay(c.date, language)}</time>
                    {c.currency !== money.currency && !money.withheld && c.priceEur !== null && (
                      <span className="tabular-nums">
                        {t('converted', { amount: money.format(c.priceEur) })}
                      </span>
                    )}
                  </p>
                  {c.note && (
                    <p className="mt-0.5 text-sm break-words whitespace-pre-line">{money.text(c.note)}</p>
                  )}
                  {c.url && (
                    <a
                      href={c.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('open', { title: c.title })}
                      className="inline-flex min-h-11 max-w-full items-center gap-1 text-sm font-semibold text-accent hover:underline"
                    >
                      <span className="truncate">{hostOf(c.url)}</span>
                      <ExternalLink size={14} aria-hidden className="shrink-0" />
                    </a>
                  )}
                </div>
                {!readOnly && (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="-mr-2 shrink-0 text-muted"
                    aria-label={t('delete', { title: c.title })}
                    title={t('delete', { title: c.title })}
                    onClick={() => setDeleting(c)}
                  >
                    <Trash2 size={16} aria-hidden />
                  </Button>
                )}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-muted">{t('askingNote')}</p>
        </>
      )}
      {readOnly ? null : full ? (
        <p className="mt-3 text-sm text-muted">{t('full', { count: COMPARABLES_PER_OBJECT_MAX })}</p>
      ) : (
        <Button variant="outline" className="mt-3 w-full" onClick={() => setAdding(true)}>
          <Plus size={16} aria-hidden />
          {t('add')}
        </Button>
      )}

      <AddComparableDialog
        open={adding}
        onOpenChange={setAdding}
        pending={record.isPending}
        defaultCurrency={money.currency}
        onSubmit={save}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t('deleteTitle')}
        description={deleting ? t('deleteText', { title: deleting.title }) : undefined}
        closeLabel={t('collection:actions.close')}
        cancelLabel={t('collection:actions.cancel')}
        confirmLabel={t('deleteConfirm')}
        variant="destructive"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </CollapsibleSection>
  );
}

/** The site a link goes to, as a short readable label. */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}
