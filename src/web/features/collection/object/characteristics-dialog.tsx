import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { KeyCharacteristics } from '../../../../contracts/collection';
import { characteristicsFromText } from './object-draft';
import { TextFieldsDialog } from './text-fields-dialog';

interface CharacteristicsDialogProps {
  open: boolean;
  value: KeyCharacteristics;
  pending?: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (value: KeyCharacteristics) => void;
}

/** Lists are typed comma-separated (docs/product.md#forms); the saved lists are trimmed, empties dropped. */
export function CharacteristicsDialog({
  open,
  value,
  pending,
  onOpenChange,
  onSave,
}: CharacteristicsDialogProps) {
  const { t } = useTranslation('collection');
  const initial = useMemo(
    () => ({
      materials: value.materials.join(', '),
      decorativeStyle: value.decorativeStyle.join(', '),
      dimensions: value.dimensions,
      specificFeatures: value.specificFeatures.join(', '),
    }),
    [value],
  );
  const commaHint = t('object.commaHint');
  return (
    <TextFieldsDialog
      open={open}
      title={t('object.editCharacteristics')}
      initial={initial}
      pending={pending}
      onOpenChange={onOpenChange}
      onSave={(text) => onSave(characteristicsFromText(text))}
      fields={[
        { key: 'materials', label: t('object.materials'), hint: commaHint, maxLength: 1000 },
        { key: 'decorativeStyle', label: t('object.decorativeStyle'), hint: commaHint, maxLength: 1000 },
        { key: 'dimensions', label: t('object.dimensions'), maxLength: 1000 },
        { key: 'specificFeatures', label: t('object.specificFeatures'), hint: commaHint, maxLength: 1000 },
      ]}
    />
  );
}
