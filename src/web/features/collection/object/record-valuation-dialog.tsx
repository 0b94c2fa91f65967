import { useEffect, useId, useState, type FormEvent } from 'react';
import { fieldErrors } from '../../../lib/field-errors';
import { useTranslation } from '../../../lib/i18n';
import {
  EARLIEST_VALUATION_DATE,
  recordValuationBodySchema,
  VALUATION_NOTE_MAX,
  type RecordedKind,
  type RecordValuationBody,
} from '../../../../contracts/valuations';
import { Field, TextField } from '../../../components/ui/field';
import { Segmented } from '../../../components/ui/segmented';
import { Textarea } from '../../../components/ui/textarea';
import { localToday, typedAmount } from '../../../lib/format';
import { FormDialog } from '../components/form-dialog';

type FieldName = 'amount' | 'date' | 'note';
const fieldNames: readonly FieldName[] = ['amount', 'date', 'note'];

interface RecordValuationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending?: boolean;
  onSubmit: (body: RecordValuationBody) => void;
}

/** "Record a sale or an expert valuation": checked with the API's own contract, each field saying why. */
export function RecordValuationDialog({ open, onOpenChange, pending, onSubmit }: RecordValuationDialogProps) {
  const { t } = useTranslation('valuations');
  const id = useId();
  const [kind, setKind] = useState<RecordedKind>('sale');
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(localToday());
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});

  // Each opening starts blank, dated today.
  useEffect(() => {
    if (!open) return;
    setKind('sale');
    setAmount('');
    setDate(localToday());
    setNote('');
    setErrors({});
  }, [open]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const typed = typedAmount(amount);
    const parsed = recordValuationBodySchema.safeParse({ kind, amount: typed, date, note });
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
          { value: 'sale', label: t('sources.sale') },
          { value: 'expert', label: t('sources.expert') },
        ]}
      />
      <TextField
        id={`${id}-amount`}
        label={t('form.amount')}
        error={errors.amount}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
      />
      <TextField
        id={`${id}-date`}
        label={t('form.date')}
        error={errors.date}
        name="date"
        type="date"
        min={EARLIEST_VALUATION_DATE}
        max={localToday()}
        value={date}
        onChange={(e) => setDate(e.target.value)}
      />
      <Field id={`${id}-note`} label={t('form.note')} error={errors.note}>
        <Textarea
          id={`${id}-note`}
          name="note"
          rows={2}
          maxLength={VALUATION_NOTE_MAX}
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
