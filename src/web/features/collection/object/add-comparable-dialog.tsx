import { useCallback } from 'react';
import { useTranslation } from '../../../lib/i18n';
import {
  COMPARABLE_NOTE_MAX,
  COMPARABLE_TITLE_MAX,
  COMPARABLE_URL_MAX,
  createComparableBodySchema,
  type ComparableKind,
  type CreateComparableBody,
} from '../../../../contracts/comparables';
import { currencies, type Currency } from '../../../../contracts/currency';
import { EARLIEST_VALUATION_DATE } from '../../../../contracts/valuations';
import { TextareaField, TextField } from '../../../components/ui/field';
import { Segmented } from '../../../components/ui/segmented';
import { localToday, typedAmount } from '../../../lib/format';
import { FormDialog } from '../components/form-dialog';
import { useRecordForm } from './use-record-form';

type FieldName = 'title' | 'price' | 'date' | 'url' | 'note';
const fieldNames: readonly FieldName[] = ['title', 'price', 'date', 'url', 'note'];

interface AddComparableDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending?: boolean;
  /** The owner's display currency: the likeliest one for a price they saw. */
  defaultCurrency: Currency;
  onSubmit: (body: CreateComparableBody) => void;
}

/** "Add a comparable": checked with the API's own contract, each field saying why in the user's language. */
export function AddComparableDialog({
  open,
  onOpenChange,
  pending,
  defaultCurrency,
  onSubmit,
}: AddComparableDialogProps) {
  const { t } = useTranslation('comparables');
  // Each opening starts blank, dated today, in the owner's display currency.
  const blank = useCallback(
    () => ({
      kind: 'sold' as ComparableKind,
      title: '',
      price: '',
      currency: defaultCurrency,
      date: localToday(),
      url: '',
      note: '',
    }),
    [defaultCurrency],
  );
  const { values, set, field, submit } = useRecordForm({
    open,
    blank,
    check: (v) => createComparableBodySchema.safeParse({ ...v, price: typedAmount(v.price) }),
    fields: fieldNames,
    message: (f) => t(`form.errors.${f}`),
    onSubmit,
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('form.title')}
      submitLabel={t('form.submit')}
      pending={pending}
      onSubmit={submit}
      noValidate
    >
      <Segmented
        label={t('form.kind')}
        value={values.kind}
        onValueChange={set('kind')}
        options={[
          { value: 'sold', label: t('kinds.sold') },
          { value: 'asking', label: t('kinds.asking') },
        ]}
      />
      <TextField
        {...field('title')}
        label={t('form.itemTitle')}
        autoComplete="off"
        maxLength={COMPARABLE_TITLE_MAX}
        placeholder={t('form.titlePlaceholder')}
      />
      <TextField {...field('price')} label={t('form.price')} inputMode="decimal" autoComplete="off" />
      <Segmented
        label={t('form.currency')}
        value={values.currency}
        onValueChange={set('currency')}
        options={currencies.map((c) => ({ value: c, label: c }))}
      />
      <TextField
        {...field('date')}
        label={t('form.date')}
        hint={t('form.dateHint')}
        type="date"
        min={EARLIEST_VALUATION_DATE}
        max={localToday()}
      />
      <TextField
        {...field('url')}
        label={t('form.url')}
        type="url"
        inputMode="url"
        autoComplete="off"
        maxLength={COMPARABLE_URL_MAX}
        placeholder="https://"
      />
      <TextareaField
        {...field('note')}
        label={t('form.note')}
        rows={2}
        maxLength={COMPARABLE_NOTE_MAX}
        placeholder={t('form.notePlaceholder')}
      />
    </FormDialog>
  );
}
