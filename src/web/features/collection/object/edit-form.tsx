import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { conditions, OBJECT_NAME_MAX, type Condition, type Room } from '../../../../contracts/collection';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { textLength, tooLongMessage } from '../../../lib/field-errors';
import { localToday } from '../../../lib/format';
import { insuranceLimits, type DraftError, type ObjectDraft } from './object-draft';

const NO_ROOM = 'none';
/** Radix's select takes no empty value: the unknown level's stand-in. */
const UNKNOWN = 'unknown';

interface EditFormProps {
  draft: ObjectDraft;
  rooms: Room[];
  error: DraftError | null;
  onChange: (draft: ObjectDraft) => void;
}

/** Edit mode (docs/product.md#forms): the object's own fields, room (or none), acquisition and notes. */
export function EditForm({ draft, rooms, error, onChange }: EditFormProps) {
  const { t } = useTranslation('collection');
  const id = useId();
  const set = (key: Exclude<keyof ObjectDraft, 'condition'>) => (e: { target: { value: string } }) =>
    onChange({ ...draft, [key]: e.target.value });
  const text = (key: Exclude<keyof ObjectDraft, 'condition'>, label: string, max = 300) => (
    <Field id={`${id}-${key}`} label={label}>
      <Input id={`${id}-${key}`} value={draft[key]} maxLength={max} onChange={set(key)} />
    </Field>
  );
  // The insurance fields too are kept whole and said too long, never cut (decision 029).
  const tooLong = (key: keyof typeof insuranceLimits) => tooLongMessage(t, draft[key], insuranceLimits[key]);
  const limited = (key: Exclude<keyof typeof insuranceLimits, 'marks'>, label: string) => (
    <Field
      id={`${id}-${key}`}
      label={label}
      error={tooLong(key)}
      length={textLength(draft[key], insuranceLimits[key])}
    >
      <Input
        id={`${id}-${key}`}
        value={draft[key]}
        aria-invalid={!!tooLong(key)}
        aria-describedby={tooLong(key) ? `${id}-${key}-error` : undefined}
        onChange={set(key)}
      />
    </Field>
  );
  // Past the limit the name is kept whole and said too long, never cut (decision 029).
  const nameError =
    tooLongMessage(t, draft.name, OBJECT_NAME_MAX) ??
    (error === 'nameRequired' ? t('object.nameRequired') : undefined);
  const priceError = error === 'priceInvalid' ? t('object.priceInvalid') : undefined;
  const dateError = error === 'dateInFuture' ? t('object.dateInFuture') : undefined;

  return (
    <section
      aria-label={t('object.editing')}
      className="space-y-4 rounded-2xl border border-accent/40 bg-surface p-4"
    >
      <Field
        id={`${id}-name`}
        label={t('object.name')}
        error={nameError}
        length={textLength(draft.name, OBJECT_NAME_MAX)}
      >
        <Input
          id={`${id}-name`}
          value={draft.name}
          aria-invalid={!!nameError}
          aria-describedby={nameError ? `${id}-name-error` : undefined}
          onChange={set('name')}
        />
      </Field>
      {text('category', t('object.category'))}
      <Field id={`${id}-description`} label={t('object.description')}>
        <Textarea
          id={`${id}-description`}
          rows={4}
          maxLength={4000}
          value={draft.description}
          onChange={set('description')}
        />
      </Field>
      <Field id={`${id}-room`} label={t('object.room')}>
        <Select
          id={`${id}-room`}
          value={draft.roomId === '' ? NO_ROOM : draft.roomId}
          onValueChange={(v) => onChange({ ...draft, roomId: v === NO_ROOM ? '' : v })}
          options={[
            { value: NO_ROOM, label: t('object.noRoom') },
            ...rooms.map((r) => ({ value: String(r.id), label: r.name })),
          ]}
        />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id={`${id}-price`} label={t('object.acquisitionPriceEuros')} error={priceError}>
          <Input
            id={`${id}-price`}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            value={draft.acquisitionPrice}
            aria-invalid={!!priceError}
            aria-describedby={priceError ? `${id}-price-error` : undefined}
            onChange={set('acquisitionPrice')}
          />
        </Field>
        <Field id={`${id}-date`} label={t('object.acquisitionDate')} error={dateError}>
          <Input
            id={`${id}-date`}
            type="date"
            max={localToday()}
            value={draft.acquisitionDate}
            aria-invalid={!!dateError}
            aria-describedby={dateError ? `${id}-date-error` : undefined}
            onChange={set('acquisitionDate')}
          />
        </Field>
      </div>
      <div className="grid grid-cols-2 gap-3">
        {text('period', t('object.period'))}
        {text('style', t('object.style'))}
        {text('origin', t('object.originField'))}
        {text('author', t('object.author'))}
        {text('manufacturer', t('object.manufacturer'))}
        {text('brand', t('object.brand'))}
      </div>
      <Field id={`${id}-condition`} label={t('object.condition')}>
        <Select
          id={`${id}-condition`}
          value={draft.condition || UNKNOWN}
          onValueChange={(v) => onChange({ ...draft, condition: v === UNKNOWN ? '' : (v as Condition) })}
          options={[
            { value: UNKNOWN, label: t('condition.unknown') },
            ...conditions.map((c) => ({ value: c, label: t(`condition.${c}`) })),
          ]}
        />
      </Field>
      <fieldset className="space-y-4 rounded-xl border border-border p-3">
        <legend className="px-1 text-sm font-semibold">{t('insurance.title')}</legend>
        <p className="text-sm text-muted">{t('insurance.hint')}</p>
        {limited('dimensions', t('insurance.dimensions'))}
        {limited('materials', t('insurance.materials'))}
        {limited('serialNumber', t('insurance.serialNumber'))}
        <Field
          id={`${id}-marks`}
          label={t('insurance.marks')}
          hint={t('insurance.marksHint')}
          error={tooLong('marks')}
          length={textLength(draft.marks, insuranceLimits.marks)}
        >
          <Textarea
            id={`${id}-marks`}
            rows={2}
            aria-invalid={!!tooLong('marks')}
            aria-describedby={tooLong('marks') ? `${id}-marks-error` : `${id}-marks-hint`}
            value={draft.marks}
            onChange={set('marks')}
          />
        </Field>
      </fieldset>
      <Field id={`${id}-notes`} label={t('object.notes')}>
        <Textarea id={`${id}-notes`} rows={3} maxLength={4000} value={draft.notes} onChange={set('notes')} />
      </Field>
    </section>
  );
}
