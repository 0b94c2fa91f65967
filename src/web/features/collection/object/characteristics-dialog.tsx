import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { KeyCharacteristics } from '../../../../contracts/collection';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { characteristicsFromText } from './object-draft';
import { FormDialog } from '../components/form-dialog';

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
  const id = useId();
  const [text, setText] = useState({
    materials: '',
    decorativeStyle: '',
    dimensions: '',
    specificFeatures: '',
  });

  useEffect(() => {
    if (!open) return;
    setText({
      materials: value.materials.join(', '),
      decorativeStyle: value.decorativeStyle.join(', '),
      dimensions: value.dimensions,
      specificFeatures: value.specificFeatures.join(', '),
    });
  }, [open, value]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSave(characteristicsFromText(text));
  }

  const field = (key: keyof typeof text, label: string, hint?: string) => (
    <Field id={`${id}-${key}`} label={label} hint={hint}>
      <Input
        id={`${id}-${key}`}
        value={text[key]}
        maxLength={1000}
        aria-describedby={hint ? `${id}-${key}-hint` : undefined}
        onChange={(e) => setText((s) => ({ ...s, [key]: e.target.value }))}
      />
    </Field>
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('object.editCharacteristics')}
      submitLabel={t('actions.save')}
      pending={pending}
      onSubmit={submit}
    >
      {field('materials', t('object.materials'), t('object.commaHint'))}
      {field('decorativeStyle', t('object.decorativeStyle'), t('object.commaHint'))}
      {field('dimensions', t('object.dimensions'))}
      {field('specificFeatures', t('object.specificFeatures'), t('object.commaHint'))}
    </FormDialog>
  );
}
