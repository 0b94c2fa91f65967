import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { Room } from '../../../../contracts/collection';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import type { DeleteRoomInput } from '../../../api/rooms';

type Mode = 'move' | 'delete';

interface DeleteRoomDialogProps {
  room: Room | undefined;
  rooms: Room[];
  pending?: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (input: DeleteRoomInput) => void;
}

/**
 * Delete Room (docs/product.md#collection-screens): a room holding objects moves them to another room by
 * default (one must be chosen, not the room itself) or deletes them with it.
 */
export function DeleteRoomDialog({ room, rooms, pending, onOpenChange, onConfirm }: DeleteRoomDialogProps) {
  const { t } = useTranslation('collection');
  const id = useId();
  const others = rooms.filter((r) => r.id !== room?.id);
  const holds = room?.objectCount ?? 0;
  const canMove = others.length > 0;
  const [mode, setMode] = useState<Mode>('move');
  const [destination, setDestination] = useState<number | undefined>();

  useEffect(() => {
    setMode(canMove ? 'move' : 'delete');
    setDestination(undefined);
  }, [room?.id, canMove]);

  if (!room) return null;
  const ready = holds === 0 || mode === 'delete' || (destination !== undefined && destination !== room.id);

  function confirm() {
    if (!room || !ready) return;
    if (holds === 0) onConfirm({ id: room.id });
    else if (mode === 'delete') onConfirm({ id: room.id, deleteObjects: true });
    else onConfirm({ id: room.id, moveToRoomId: destination });
  }

  const choice = (value: Mode, label: string, disabled = false) => (
    <label
      className={cn(
        'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border px-4 py-2',
        mode === value ? 'border-accent bg-accent/10' : 'border-border',
        disabled && 'cursor-not-allowed opacity-50',
      )}
    >
      <input
        type="radio"
        name={`${id}-mode`}
        value={value}
        checked={mode === value}
        disabled={disabled}
        onChange={() => setMode(value)}
        className="h-4 w-4 accent-accent"
      />
      <span className="text-sm">{label}</span>
    </label>
  );

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={t('rooms.deleteTitle')}
      description={
        holds === 0
          ? t('rooms.deleteEmpty', { name: room.name })
          : t('rooms.deleteHolds', { name: room.name, count: holds })
      }
      closeLabel={t('actions.close')}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('actions.cancel')}
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={!ready || pending}>
            {t('rooms.deleteConfirm')}
          </Button>
        </>
      }
    >
      {holds > 0 && (
        <fieldset className="space-y-3">
          <legend className="sr-only">{t('rooms.deleteModeLabel')}</legend>
          {choice('move', t('rooms.modeMove'), !canMove)}
          {mode === 'move' && canMove && (
            <Field id={`${id}-dest`} label={t('rooms.moveTo')}>
              <Select
                id={`${id}-dest`}
                value={destination === undefined ? undefined : String(destination)}
                onValueChange={(v) => setDestination(Number(v))}
                placeholder={t('rooms.moveToPlaceholder')}
                options={others.map((r) => ({ value: String(r.id), label: r.name }))}
              />
            </Field>
          )}
          {choice('delete', t('rooms.modeDelete', { count: holds }))}
        </fieldset>
      )}
    </Dialog>
  );
}
