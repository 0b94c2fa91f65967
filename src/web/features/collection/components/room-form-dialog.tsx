import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ROOM_NAME_MAX, type House, type Room, type RoomType } from '../../../../contracts/collection';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { textLength, tooLongMessage } from '../../../lib/field-errors';
import { Select } from '../../../components/ui/select';
import { roomTypeOptions } from '../../../lib/terms';
import { FormDialog } from './form-dialog';

export interface RoomFormValues {
  name: string;
  type: RoomType;
  houseId?: number;
}

interface RoomFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The room being edited; none means a new room. */
  room?: Room;
  /** Offered as a choice only when there are several. */
  houses?: House[];
  pending?: boolean;
  onSubmit: (values: RoomFormValues) => void;
}

/**
 * Create New Room / Edit Room (docs/product.md#forms): saves only with a non-blank name within its limit
 * and a type; a try without them says, under each field, what is missing (decision 029).
 */
export function RoomFormDialog({
  open,
  onOpenChange,
  room,
  houses = [],
  pending,
  onSubmit,
}: RoomFormDialogProps) {
  const { t } = useTranslation('collection');
  const id = useId();
  const [name, setName] = useState('');
  const [type, setType] = useState<RoomType | undefined>();
  const [houseId, setHouseId] = useState<number | undefined>();
  const [tried, setTried] = useState(false);

  const mainHouseId = houses.find((h) => h.isMain)?.id;

  // Each opening starts from the room being edited (or blank), so a cancelled edit leaves no trace.
  useEffect(() => {
    if (!open) return;
    setName(room?.name ?? '');
    setType(room?.type);
    setHouseId(room?.houseId ?? mainHouseId);
    setTried(false);
  }, [open, room, mainHouseId]);

  const tooLong = tooLongMessage(t, name, ROOM_NAME_MAX);
  const nameError = tooLong ?? (tried && !name.trim() ? t('rooms.nameRequired') : undefined);
  const typeError = tried && !type ? t('rooms.typeRequired') : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    const trimmed = name.trim();
    if (!trimmed || !type || tooLong) return;
    onSubmit({ name: trimmed, type, houseId: houses.length > 1 ? houseId : undefined });
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={room ? t('rooms.editTitle') : t('rooms.createTitle')}
      submitLabel={room ? t('rooms.update') : t('rooms.create')}
      pending={pending}
      onSubmit={submit}
    >
      <Field
        id={`${id}-name`}
        label={t('rooms.name')}
        error={nameError}
        length={textLength(name, ROOM_NAME_MAX)}
      >
        <Input
          id={`${id}-name`}
          value={name}
          aria-invalid={!!nameError}
          aria-describedby={nameError ? `${id}-name-error` : undefined}
          placeholder={t('rooms.namePlaceholder')}
          onChange={(e) => setName(e.target.value)}
          autoComplete="off"
        />
      </Field>
      <Field id={`${id}-type`} label={t('rooms.type')} error={typeError}>
        <Select
          id={`${id}-type`}
          value={type}
          onValueChange={(v) => setType(v as RoomType)}
          placeholder={t('rooms.typePlaceholder')}
          options={roomTypeOptions(t)}
        />
      </Field>
      {houses.length > 1 && (
        <Field id={`${id}-house`} label={t('rooms.house')}>
          <Select
            id={`${id}-house`}
            value={houseId === undefined ? undefined : String(houseId)}
            onValueChange={(v) => setHouseId(Number(v))}
            options={houses.map((h) => ({ value: String(h.id), label: h.name }))}
          />
        </Field>
      )}
    </FormDialog>
  );
}
