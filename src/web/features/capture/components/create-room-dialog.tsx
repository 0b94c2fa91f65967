import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { type Room, type RoomType, ROOM_NAME_MAX } from '../../../../contracts/collection';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, TextField } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { textLength, tooLongMessage } from '../../../lib/field-errors';
import { roomTypeOptions } from '../../../lib/terms';
import { showToast } from '../../../lib/toast';
import { useCreateRoom } from '../../../api/rooms';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated?: (room: Room) => void;
}

/**
 * Name (trimmed, required, within its limit) and type (required), then "Create Room"; a try without them
 * says under each field what is missing (decision 029).
 */
export function CreateRoomDialog({ open, onOpenChange, onCreated }: Props) {
  const { t } = useTranslation('capture');
  const createRoom = useCreateRoom({ ownErrors: true });
  const [name, setName] = useState('');
  const [type, setType] = useState<RoomType | undefined>();
  const [tried, setTried] = useState(false);

  function reset() {
    setName('');
    setType(undefined);
    setTried(false);
  }

  function close() {
    reset();
    onOpenChange(false);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    const trimmed = name.trim();
    if (!trimmed || !type || tooLong) return;
    createRoom.mutate(
      { name: trimmed, type },
      {
        onSuccess(room) {
          showToast({
            title: t('rooms.created.title'),
            description: t('rooms.created.message'),
            variant: 'success',
          });
          close();
          onCreated?.(room);
        },
        onError() {
          showToast({
            title: t('rooms.createFailed.title'),
            description: t('rooms.createFailed.message'),
            variant: 'destructive',
          });
        },
      },
    );
  }

  const tooLong = tooLongMessage(t, name, ROOM_NAME_MAX);
  const nameError = tooLong ?? (tried && !name.trim() ? t('rooms.dialog.nameRequired') : undefined);
  const typeError = tried && !type ? t('rooms.dialog.typeRequired') : undefined;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t('rooms.dialog.title')}
      description={t('rooms.dialog.description')}
      closeLabel={t('rooms.dialog.close')}
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <TextField
          id="room-name"
          label={t('rooms.dialog.name')}
          value={name}
          error={nameError}
          length={textLength(name, ROOM_NAME_MAX)}
          placeholder={t('rooms.dialog.namePlaceholder')}
          autoComplete="off"
          onChange={(e) => setName(e.target.value)}
        />
        <Field id="room-type" label={t('rooms.dialog.type')} error={typeError}>
          <Select
            id="room-type"
            value={type}
            onValueChange={(v) => setType(v as RoomType)}
            placeholder={t('rooms.dialog.typePlaceholder')}
            options={roomTypeOptions(t)}
          />
        </Field>
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="outline" onClick={close}>
            {t('rooms.dialog.cancel')}
          </Button>
          <Button type="submit" disabled={createRoom.isPending}>
            {t('rooms.dialog.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
