import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

interface DeleteObjectDialogProps {
  open: boolean;
  name: string;
  pending?: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

export function DeleteObjectDialog({
  open,
  name,
  pending,
  onOpenChange,
  onConfirm,
}: DeleteObjectDialogProps) {
  const { t } = useTranslation('collection');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('object.deleteTitle')}
      description={t('object.deleteText', { name })}
      closeLabel={t('actions.close')}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('actions.cancel')}
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {t('object.deleteConfirm')}
          </Button>
        </>
      }
    />
  );
}
