import { useTranslation } from '../../../lib/i18n';
import type { PossibleOrigin } from '../../../../contracts/collection';
import { originFromText } from './object-draft';
import { TextFieldsDialog } from './text-fields-dialog';

interface OriginDialogProps {
  open: boolean;
  value: PossibleOrigin;
  pending?: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (value: PossibleOrigin) => void;
}

export function OriginDialog({ open, value, pending, onOpenChange, onSave }: OriginDialogProps) {
  const { t } = useTranslation('collection');
  return (
    <TextFieldsDialog
      open={open}
      title={t('object.editOrigin')}
      initial={value}
      pending={pending}
      onOpenChange={onOpenChange}
      onSave={(text) => onSave(originFromText(text))}
      fields={[
        { key: 'manufacturer', label: t('object.manufacturer'), maxLength: 300 },
        { key: 'period', label: t('object.period'), maxLength: 300 },
        { key: 'location', label: t('object.location'), maxLength: 300 },
        { key: 'productionContext', label: t('object.productionContext'), maxLength: 4000, rows: 4 },
      ]}
    />
  );
}
