import type { ComponentProps, FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

type AccountDialogProps = Omit<
  ComponentProps<typeof ConfirmDialog>,
  'closeLabel' | 'cancelLabel' | 'formId'
> & {
  /** A form around the children whose submit (Enter in a field, or the confirm button) confirms. */
  form?: { id: string; onSubmit: (event: FormEvent) => void };
};

/** A confirmation of the account screen: its own close and cancel words, and the form it asks for if any. */
export function AccountDialog({ form, children, ...dialog }: AccountDialogProps) {
  const { t } = useTranslation('account');
  return (
    <ConfirmDialog
      {...dialog}
      closeLabel={t('dialog.close')}
      cancelLabel={t('dialog.cancel')}
      formId={form?.id}
    >
      {form ? (
        <form id={form.id} noValidate onSubmit={form.onSubmit}>
          {children}
        </form>
      ) : (
        children
      )}
    </ConfirmDialog>
  );
}
