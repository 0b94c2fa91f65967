import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { PossibleOrigin } from '../../../../contracts/collection';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { originFromText } from './object-draft';
import { FormDialog } from '../components/form-dialog';

interface OriginDialogProps {
  open: boolean;
  value: PossibleOrigin;
  pending?: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (value: PossibleOrigin) => void;
}

export function OriginDialog({ open, value, pending, onOpenChange, onSave }: OriginDialogProps) {
  const { t } = useTranslation('collection');
  const id = useId();
  const [text, setText] = useState<PossibleOrigin>(value);

  useEffect(() => {
    if (open) setText(value);
  }, [open, value]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSave(originFromText(text));
  }

  const set = (key: keyof PossibleOrigin) => (e: { target: { value: string } }) =>
    setText((s) => ({ ...s, [key]: e.target.value }));
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('object.editOrigin')}
      submitLabel={t('actions.save')}
      pending={pending}
      onSubmit={submit}
    >
      <Field id={`${id}-manufacturer`} label={t('object.manufacturer')}>
        <Input
          id={`${id}-manufacturer`}
          value={text.manufacturer}
          maxLength={300}
          onChange={set('manufacturer')}
        />
      </Field>
      <Field id={`${id}-period`} label={t('object.period')}>
        <Input id={`${id}-period`} value={text.period} maxLength={300} onChange={set('period')} />
      </Field>
      <Field id={`${id}-location`} label={t('object.location')}>
        <Input id={`${id}-location`} value={text.location} maxLength={300} onChange={set('location')} />
      </Field>
      <Field id={`${id}-context`} label={t('object.productionContext')}>
        <Textarea
          id={`${id}-context`}
          rows={4}
          value={text.productionContext}
          maxLength={4000}
          onChange={set('productionContext')}
        />
      </Field>
    </FormDialog>
  );
}
