import { useTranslation } from '../../../lib/i18n';
import type { House } from '../../../../contracts/collection';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

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
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={t('houses.deleteTitle')}
      description={
        house.roomCount
          ? t('houses.deleteMovesRooms', { name: house.name, count: house.roomCount })
          : t('houses.deleteEmpty', { name: house.name })
      }
      closeLabel={t('actions.close')}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('actions.cancel')}
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {t('houses.deleteConfirm')}
          </Button>
        </>
      }
    />
  );
}
