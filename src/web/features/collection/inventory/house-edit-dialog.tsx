import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { HOUSE_NAME_MAX, type House } from '../../../../contracts/collection';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { textLength, tooLongMessage } from '../../../lib/field-errors';
import type { UpdateHouseInput } from '../../../api/houses';
import { FormDialog } from '../components/form-dialog';

interface HouseEditDialogProps {
  house: House | undefined;
  /** m² or sq ft, from the user's preferred units. */
  surfaceUnit: string;
  pending?: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (input: UpdateHouseInput) => void;
}

/**
 * The inventory's edit-house dialog (docs/product.md#collection-screens): name, address and postal code are
 * editable; surface, acquisition price and date are shown but not editable yet ("coming soon").
 */
export function HouseEditDialog({
  house,
  surfaceUnit,
  pending,
  onOpenChange,
  onSubmit,
}: HouseEditDialogProps) {
  const { t } = useTranslation('collection');
  const id = useId();
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const [postalCode, setPostalCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    setName(house?.name ?? '');
    setAddress(house?.address ?? '');
    setPostalCode(house?.postalCode ?? '');
    setError(undefined);
  }, [house]);

  if (!house) return null;
  // Past the limit the name is kept whole and said too long, never cut (decision 029).
  const tooLong = tooLongMessage(t, name, HOUSE_NAME_MAX);
  const nameError = tooLong ?? error;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!house) return;
    const trimmed = name.trim();
    if (!trimmed) return setError(t('houses.nameRequired'));
    if (tooLong) return;
    onSubmit({
      id: house.id,
      name: trimmed,
      address: address.trim() || null,
      postalCode: postalCode.trim() || null,
    });
  }

  const soon = t('inventory.comingSoon');
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={t('inventory.editHouse')}
      submitLabel={t('actions.save')}
      pending={pending}
      onSubmit={submit}
      noValidate
      formClassName="max-h-[60dvh] space-y-4 overflow-y-auto px-1"
    >
      <Field
        id={`${id}-name`}
        label={t('houses.name')}
        error={nameError}
        length={textLength(name, HOUSE_NAME_MAX)}
      >
        <Input
          id={`${id}-name`}
          value={name}
          aria-invalid={!!nameError}
          aria-describedby={nameError ? `${id}-name-error` : undefined}
          onChange={(e) => setName(e.target.value)}
        />
      </Field>
      <Field id={`${id}-address`} label={t('houses.address')}>
        <Input
          id={`${id}-address`}
          value={address}
          maxLength={300}
          onChange={(e) => setAddress(e.target.value)}
          autoComplete="street-address"
        />
      </Field>
      <Field id={`${id}-postal`} label={t('houses.postalCode')}>
        <Input
          id={`${id}-postal`}
          value={postalCode}
          maxLength={20}
          onChange={(e) => setPostalCode(e.target.value)}
          autoComplete="postal-code"
        />
      </Field>
      <Field id={`${id}-surface`} label={t('houses.surface', { unit: surfaceUnit })} hint={soon}>
        <Input
          id={`${id}-surface`}
          disabled
          value={house.surfaceArea ?? ''}
          aria-describedby={`${id}-surface-hint`}
          readOnly
        />
      </Field>
      <Field id={`${id}-price`} label={t('houses.acquisitionPrice')} hint={soon}>
        <Input
          id={`${id}-price`}
          disabled
          value={house.acquisitionPrice ?? ''}
          aria-describedby={`${id}-price-hint`}
          readOnly
        />
      </Field>
      <Field id={`${id}-date`} label={t('houses.acquisitionDate')} hint={soon}>
        <Input
          id={`${id}-date`}
          type="date"
          disabled
          value={house.acquisitionDate ?? ''}
          aria-describedby={`${id}-date-hint`}
          readOnly
        />
      </Field>
    </FormDialog>
  );
}
