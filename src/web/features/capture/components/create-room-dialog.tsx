import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { type Room, type RoomType, ROOM_NAME_MAX } from '../../../../contracts/collection';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { roomTypeOptions } from '../../../lib/terms';
import { showToast } from '../../../lib/toast';
import { useCreateRoom } from '../api/create-room';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated?: (room: Room) => void;
}

/** Name (trimmed, required) and type (required), then "Create Room". */
export function CreateRoomDialog({ open, onOpenChange, onCreated }: Props) {
  const { t } = useTranslation('capture');
  const createRoom = useCreateRoom();
  const [name, setName] = useState('');
  const [type, setType] = useState<RoomType | undefined>();

  function reset() {
    setName('');
    setType(undefined);
  }

  function close() {
    reset();
    onOpenChange(false);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || !type) {
      showToast({
        title: t('rooms.missing.title'),
        description: t('rooms.missing.message'),
        variant: 'destructive',
      });
      return;
    }
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
          maxLength={ROOM_NAME_MAX}
          placeholder={t('rooms.dialog.namePlaceholder')}
          autoComplete="off"
          onChange={(e) => setName(e.target.value)}
        />
        <div>
          <Label htmlFor="room-type">{t('rooms.dialog.type')}</Label>
          <Select
            id="room-type"
            value={type}
            onValueChange={(v) => setType(v as RoomType)}
            placeholder={t('rooms.dialog.typePlaceholder')}
            options={roomTypeOptions(t)}
          />
        </div>
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
