import { useTranslation } from '../../../lib/i18n';
import {
  EARLIEST_VALUATION_DATE,
  recordValuationBodySchema,
  VALUATION_NOTE_MAX,
  type RecordedKind,
  type RecordValuationBody,
  type ValueKind,
} from '../../../../contracts/valuations';
import { TextareaField, TextField } from '../../../components/ui/field';
import { Segmented } from '../../../components/ui/segmented';
import { localToday, typedAmount } from '../../../lib/format';
import { FormDialog } from '../components/form-dialog';
import { useRecordForm } from './use-record-form';

type FieldName = 'amount' | 'date' | 'note';
const fieldNames: readonly FieldName[] = ['amount', 'date', 'note'];

interface RecordValuationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending?: boolean;
  onSubmit: (body: RecordValuationBody) => void;
}

// Each opening starts blank, dated today; an expert's figure is a market value unless the owner says.
const blank = () => ({
  kind: 'sale' as RecordedKind,
  amount: '',
  date: localToday(),
  note: '',
  valueKind: 'market' as ValueKind,
});

/** "Record a sale or an expert valuation": checked with the API's own contract, each field saying why. */
export function RecordValuationDialog({ open, onOpenChange, pending, onSubmit }: RecordValuationDialogProps) {
  const { t } = useTranslation('valuations');
  const { values, set, field, submit } = useRecordForm({
    open,
    blank,
    // A sale is what the object fetched: a market value whatever was picked for an expert's figure.
    check: (v) =>
      recordValuationBodySchema.safeParse({
        ...v,
        amount: typedAmount(v.amount),
        valueKind: v.kind === 'expert' ? v.valueKind : 'market',
      }),
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
          { value: 'sale', label: t('sources.sale') },
          { value: 'expert', label: t('sources.expert') },
        ]}
      />
      {values.kind === 'expert' && (
        <Segmented
          label={t('form.valueKind')}
          value={values.valueKind}
          onValueChange={set('valueKind')}
          options={[
            { value: 'market', label: t('valueKinds.market') },
            { value: 'replacement', label: t('valueKinds.replacement') },
          ]}
        />
      )}
      <TextField {...field('amount')} label={t('form.amount')} inputMode="decimal" autoComplete="off" />
      <TextField
        {...field('date')}
        label={t('form.date')}
        type="date"
        min={EARLIEST_VALUATION_DATE}
        max={localToday()}
      />
      <TextareaField
        {...field('note')}
        label={t('form.note')}
        rows={2}
        maxLength={VALUATION_NOTE_MAX}
        placeholder={t('form.notePlaceholder')}
      />
    </FormDialog>
  );
}
