import { useTranslation } from '../../../lib/i18n';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

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
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('object.deleteTitle')}
      description={t('object.deleteText', { name })}
      closeLabel={t('actions.close')}
      cancelLabel={t('actions.cancel')}
      confirmLabel={t('object.deleteConfirm')}
      variant="destructive"
      onConfirm={onConfirm}
      pending={pending}
    />
  );
}
