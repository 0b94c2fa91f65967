import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { FormDialog } from '../components/form-dialog';

export interface TextFieldSpec<K extends string> {
  key: K;
  label: string;
  hint?: string;
  maxLength: number;
  /** A multi-line field of this many rows; a one-line field without. */
  rows?: number;
}

interface TextFieldsDialogProps<K extends string> {
  open: boolean;
  title: string;
  /** What the fields hold each time the dialog opens (keep it the same object between renders). */
  initial: Record<K, string>;
  fields: TextFieldSpec<K>[];
  pending?: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (text: Record<K, string>) => void;
}

/** A dialog that edits a group of an object's texts, started again from the saved ones at each opening. */
export function TextFieldsDialog<K extends string>({
  open,
  title,
  initial,
  fields,
  pending,
  onOpenChange,
  onSave,
}: TextFieldsDialogProps<K>) {
  const { t } = useTranslation('collection');
  const id = useId();
  const [text, setText] = useState(initial);

  useEffect(() => {
    if (open) setText(initial);
  }, [open, initial]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSave(text);
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      submitLabel={t('actions.save')}
      pending={pending}
      onSubmit={submit}
    >
      {fields.map(({ key, label, hint, maxLength, rows }) => {
        const input = {
          id: `${id}-${key}`,
          value: text[key],
          maxLength,
          'aria-describedby': hint ? `${id}-${key}-hint` : undefined,
          onChange: (e: { target: { value: string } }) => setText((s) => ({ ...s, [key]: e.target.value })),
        };
        return (
          <Field key={key} id={input.id} label={label} hint={hint}>
            {rows ? <Textarea rows={rows} {...input} /> : <Input {...input} />}
          </Field>
        );
      })}
    </FormDialog>
  );
}
