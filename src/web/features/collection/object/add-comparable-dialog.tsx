import { useEffect, useId, useState, type FormEvent } from 'react';
import { fieldErrors } from '../../../lib/field-errors';
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
import { Field, TextField } from '../../../components/ui/field';
import { Segmented } from '../../../components/ui/segmented';
import { Textarea } from '../../../components/ui/textarea';
import { localToday, typedAmount } from '../../../lib/format';
import { FormDialog } from '../components/form-dialog';

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
  const id = useId();
  const [kind, setKind] = useState<ComparableKind>('sold');
  const [title, setTitle] = useState('');
  const [price, setPrice] = useState('');
  const [currency, setCurrency] = useState<Currency>(defaultCurrency);
  const [date, setDate] = useState(localToday());
  const [url, setUrl] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});

  // Each opening starts blank, dated today.
  useEffect(() => {
    if (!open) return;
    setKind('sold');
    setTitle('');
    setPrice('');
    setCurrency(defaultCurrency);
    setDate(localToday());
    setUrl('');
    setNote('');
    setErrors({});
  }, [open, defaultCurrency]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const typed = typedAmount(price);
    const parsed = createComparableBodySchema.safeParse({
      kind,
      title,
      price: typed,
      currency,
      date,
      url,
      note,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues, fieldNames, (f) => t(`form.errors.${f}`)));
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  }

  const describedBy = (field: FieldName) => (errors[field] ? `${id}-${field}-error` : undefined);
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
        value={kind}
        onValueChange={setKind}
        options={[
          { value: 'sold', label: t('kinds.sold') },
          { value: 'asking', label: t('kinds.asking') },
        ]}
      />
      <TextField
        id={`${id}-title`}
        label={t('form.itemTitle')}
        error={errors.title}
        name="title"
        autoComplete="off"
        maxLength={COMPARABLE_TITLE_MAX}
        placeholder={t('form.titlePlaceholder')}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
      />
      <TextField
        id={`${id}-price`}
        label={t('form.price')}
        error={errors.price}
        name="price"
        inputMode="decimal"
        autoComplete="off"
        value={price}
        onChange={(e) => setPrice(e.target.value)}
      />
      <Segmented
        label={t('form.currency')}
        value={currency}
        onValueChange={setCurrency}
        options={currencies.map((c) => ({ value: c, label: c }))}
      />
      <TextField
        id={`${id}-date`}
        label={t('form.date')}
        error={errors.date}
        hint={t('form.dateHint')}
        name="date"
        type="date"
        min={EARLIEST_VALUATION_DATE}
        max={localToday()}
        value={date}
        onChange={(e) => setDate(e.target.value)}
      />
      <TextField
        id={`${id}-url`}
        label={t('form.url')}
        error={errors.url}
        name="url"
        type="url"
        inputMode="url"
        autoComplete="off"
        maxLength={COMPARABLE_URL_MAX}
        placeholder="https://"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
      />
      <Field id={`${id}-note`} label={t('form.note')} error={errors.note}>
        <Textarea
          id={`${id}-note`}
          name="note"
          rows={2}
          maxLength={COMPARABLE_NOTE_MAX}
          placeholder={t('form.notePlaceholder')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          aria-invalid={!!errors.note}
          aria-describedby={describedBy('note')}
        />
      </Field>
    </FormDialog>
  );
}
