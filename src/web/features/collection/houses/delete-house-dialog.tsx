import { useTranslation } from '../../../lib/i18n';
import type { House } from '../../../../contracts/collection';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

interface DeleteHouseDialogProps {
  house: House | undefined;
  pending?: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/** The server moves the house's rooms (and their objects) to another house; nothing is lost. */
export function DeleteHouseDialog({ house, pending, onOpenChange, onConfirm }: DeleteHouseDialogProps) {
  const { t } = useTranslation('collection');
  if (!house) return null;
  return (
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title={t('houses.deleteTitle')}
      description={
        house.roomCount
          ? t('houses.deleteMovesRooms', { name: house.name, count: house.roomCount })
          : t('houses.deleteEmpty', { name: house.name })
      }
      closeLabel={t('actions.close')}
      cancelLabel={t('actions.cancel')}
      confirmLabel={t('houses.deleteConfirm')}
      variant="destructive"
      onConfirm={onConfirm}
      pending={pending}
    />
  );
}
