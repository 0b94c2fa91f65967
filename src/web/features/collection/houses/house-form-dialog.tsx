import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { HOUSE_NAME_MAX, houseTypes, type House, type HouseType } from '../../../../contracts/collection';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { FormDialog } from '../components/form-dialog';
import { textLength, tooLongMessage } from '../../../lib/field-errors';

export interface HouseFormValues {
  name: string;
  address: string;
  type: HouseType;
  description: string;
}

const blank: HouseFormValues = { name: '', address: '', type: 'primary', description: '' };

interface HouseFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit mode preloads this house; without it the form creates one. */
  house?: House;
  pending?: boolean;
  onSubmit: (values: HouseFormValues) => void;
}

/** The houses screen's form (docs/product.md#forms): name required once trimmed; the rest optional. */
export function HouseFormDialog({ open, onOpenChange, house, pending, onSubmit }: HouseFormDialogProps) {
  const { t } = useTranslation('collection');
  const id = useId();
  const [values, setValues] = useState<HouseFormValues>(blank);
  const [error, setError] = useState<string | undefined>();

  // Opening switches the mode: an edit preloads the house, a create (or a cancelled edit) starts blank.
  useEffect(() => {
    if (!open) return;
    setError(undefined);
    setValues(
      house
        ? {
            name: house.name,
            address: house.address ?? '',
            type: house.type,
            description: house.description ?? '',
          }
        : blank,
    );
  }, [open, house]);

  const set = <K extends keyof HouseFormValues>(key: K, value: HouseFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  // Past the limit the name is kept whole and said too long, never cut (decision 029).
  const tooLong = tooLongMessage(t, values.name, HOUSE_NAME_MAX);
  const nameError = tooLong ?? error;

  function submit(event: FormEvent) {
    event.preventDefault();
    const name = values.name.trim();
    if (!name) return setError(t('houses.nameRequired'));
    if (tooLong) return;
    onSubmit({ ...values, name, address: values.address.trim(), description: values.description.trim() });
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={house ? t('houses.editTitle') : t('houses.createTitle')}
      submitLabel={house ? t('actions.save') : t('houses.create')}
      pending={pending}
      onSubmit={submit}
      noValidate
    >
      <Field
        id={`${id}-name`}
        label={t('houses.name')}
        error={nameError}
        length={textLength(values.name, HOUSE_NAME_MAX)}
      >
        <Input
          id={`${id}-name`}
          value={values.name}
          aria-invalid={!!nameError}
          aria-describedby={nameError ? `${id}-name-error` : undefined}
          onChange={(e) => set('name', e.target.value)}
          autoComplete="off"
        />
      </Field>
      <Field id={`${id}-address`} label={t('houses.address')}>
        <Input
          id={`${id}-address`}
          value={values.address}
          maxLength={300}
          onChange={(e) => set('address', e.target.value)}
          autoComplete="street-address"
        />
      </Field>
      <Field id={`${id}-type`} label={t('houses.type')}>
        <Select
          id={`${id}-type`}
          value={values.type}
          onValueChange={(v) => set('type', v as HouseType)}
          options={houseTypes.map((value) => ({ value, label: t(`houseTypes.${value}`) }))}
        />
      </Field>
      <Field id={`${id}-description`} label={t('houses.description')}>
        <Textarea
          id={`${id}-description`}
          rows={3}
          maxLength={2000}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
        />
      </Field>
    </FormDialog>
  );
}
