import { useRef, useState } from 'react';
import { ReceiptText, ShieldCheck, X } from 'lucide-react';
import { RECEIPTS_PER_OBJECT_MAX, type CollectionObject } from '../../../../contracts/collection';
import { Button } from '../../../components/ui/button';
import { CollapsibleSection } from '../../../components/ui/collapsible-section';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { InlineSpinner } from '../../../components/ui/spinner';
import { codeMessageKey } from '../../../lib/error-catalogue';
import { formatDay } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useMoney } from '../../../lib/preferences';
import { showToast } from '../../../lib/toast';
import { useUpdateObject } from '../../../api/objects';
import { Fact } from './facts';
import { useCanEdit } from '../../../api/collections';

/** A receipt must stay legible: its long side is kept up to this, as a JPEG of this quality. */
const RECEIPT_MAX_SIDE = 2000;
const RECEIPT_QUALITY = 0.85;

const photoUrl = (id: string) => `/api/photos/${id}`;

/** A picked image as a JPEG data URL, upright and no larger than a receipt needs. */
async function receiptDataUrl(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const scale = Math.min(1, RECEIPT_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', RECEIPT_QUALITY);
}

/**
 * What an insurer asks of the object (decision 026): its acquisition, dimensions, materials, serial number,
 * marks, and the receipts or invoices kept as photos apart from the object's own. Open when something is
 * recorded; an empty one stays folded on a phone.
 */
export function InsuranceSection({ object }: { object: CollectionObject }) {
  const { t, i18n } = useTranslation('collection');
  const money = useMoney();
  const update = useUpdateObject();
  // A viewer of the collection (decision 037) adds and removes no receipt.
  const canEdit = useCanEdit();
  const input = useRef<HTMLInputElement>(null);
  const [adding, setAdding] = useState(false);
  const [shown, setShown] = useState<string | undefined>();
  const [removing, setRemoving] = useState<string | undefined>();
  const language = i18n.language === 'en' ? 'en' : 'fr';
  const receipts = object.receiptPhotoIds;
  const recorded =
    object.acquisitionPrice !== null ||
    !!object.acquisitionDate ||
    !!(object.dimensions || object.materials || object.serialNumber || object.marks) ||
    receipts.length > 0;

  const failed = (title: string, error: unknown) => {
    const key = codeMessageKey(error);
    showToast({
      title,
      description: key ? t(key, { ns: 'common' }) : t('actions.retry'),
      variant: 'destructive',
    });
  };

  async function add(file: File | undefined) {
    if (!file) return;
    setAdding(true);
    try {
      const dataUrl = await receiptDataUrl(file);
      await update.mutateAsync({ id: object.id, receipts: [...receipts.map(photoUrl), dataUrl] });
      showToast({ title: t('insurance.receiptAdded'), variant: 'success' });
    } catch (error) {
      failed(t('insurance.receiptAddFailed'), error);
    } finally {
      setAdding(false);
      if (input.current) input.current.value = '';
    }
  }

  async function remove(id: string) {
    try {
      await update.mutateAsync({ id: object.id, receipts: receipts.filter((r) => r !== id).map(photoUrl) });
      setRemoving(undefined);
      showToast({ title: t('insurance.receiptRemoved'), variant: 'success' });
    } catch (error) {
      failed(t('insurance.receiptRemoveFailed'), error);
    }
  }

  const tile = 'relative aspect-square overflow-hidden rounded-xl bg-surface-2';
  return (
    <CollapsibleSection
      id="insurance"
      title={t('insurance.title')}
      icon={<ShieldCheck size={20} aria-hidden />}
      defaultOpen={recorded}
    >
      {!recorded && (
        <p className="mb-3 text-sm text-muted">
          {t(canEdit ? 'insurance.empty' : 'insurance.emptyReadOnly')}
        </p>
      )}
      <dl className="space-y-3">
        <div className="grid grid-cols-2 gap-3">
          <Fact label={t('object.acquisitionPriceEuros')}>
            {object.acquisitionPrice === null ? '' : money.format(object.acquisitionPrice, 2)}
          </Fact>
          <Fact label={t('object.acquisitionDate')}>
            {object.acquisitionDate ? formatDay(object.acquisitionDate, language, 'long') : ''}
          </Fact>
        </div>
        <Fact label={t('insurance.dimensions')}>{object.dimensions}</Fact>
        <Fact label={t('insurance.materials')}>{object.materials}</Fact>
        <Fact label={t('insurance.serialNumber')}>{object.serialNumber}</Fact>
        <Fact label={t('insurance.marks')}>{object.marks}</Fact>
      </dl>

      <h3 className="mt-4 mb-2 text-sm font-semibold">
        {t('insurance.receipts', { count: receipts.length })}
      </h3>
      {receipts.length === 0 && <p className="mb-2 text-sm text-muted">{t('insurance.noReceipts')}</p>}
      {receipts.length > 0 && (
        <ul className="grid grid-cols-3 gap-2">
          {receipts.map((id, i) => (
            <li key={id} className={tile}>
              <button
                type="button"
                onClick={() => setShown(id)}
                aria-label={t('insurance.showReceipt', { index: i + 1 })}
                className="block h-full w-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent"
              >
                <img
                  src={`${photoUrl(id)}?variant=thumb`}
                  alt=""
                  loading="lazy"
                  className="h-full w-full object-cover"
                />
              </button>
              {canEdit && (
                <button
                  type="button"
                  onClick={() => setRemoving(id)}
                  aria-label={t('insurance.removeReceipt', { index: i + 1 })}
                  className="absolute top-1 right-1 flex h-9 w-9 items-center justify-center rounded-full bg-black/70 text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent"
                >
                  <X size={16} aria-hidden />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit && receipts.length < RECEIPTS_PER_OBJECT_MAX && (
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          disabled={adding}
          aria-busy={adding}
          onClick={() => input.current?.click()}
        >
          {adding ? <InlineSpinner /> : <ReceiptText size={16} aria-hidden />}
          {adding ? t('insurance.addingReceipt') : t('insurance.addReceipt')}
        </Button>
      )}
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="hidden"
        aria-hidden
        tabIndex={-1}
        data-testid="receipt-input"
        onChange={(e) => void add(e.target.files?.[0])}
      />

      <Dialog
        open={shown !== undefined}
        onOpenChange={(open) => !open && setShown(undefined)}
        title={t('insurance.receiptTitle', { name: object.name })}
        closeLabel={t('actions.close')}
      >
        {shown && (
          <img
            src={photoUrl(shown)}
            alt={t('insurance.receiptAlt', { name: object.name })}
            className="max-h-[70dvh] w-full rounded-xl object-contain"
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={removing !== undefined}
        onOpenChange={(open) => !open && setRemoving(undefined)}
        title={t('insurance.removeTitle')}
        description={t('insurance.removeText')}
        closeLabel={t('actions.close')}
        cancelLabel={t('actions.cancel')}
        confirmLabel={t('insurance.removeConfirm')}
        variant="destructive"
        pending={update.isPending}
        onConfirm={() => removing && void remove(removing)}
      />
    </CollapsibleSection>
  );
}
