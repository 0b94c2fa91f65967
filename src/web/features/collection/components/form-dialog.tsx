import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  submitLabel: string;
  pending?: boolean;
  onSubmit: (event: FormEvent) => void;
  /** The fields check themselves and say why (the browser's own bubbles are not translated). */
  noValidate?: boolean;
  formClassName?: string;
  children: ReactNode;
}

/** A dialog around one form, with Cancel and the submit button in its footer (every collection edit dialog). */
export function FormDialog({
  open,
  onOpenChange,
  title,
  submitLabel,
  pending,
  onSubmit,
  noValidate,
  formClassName,
  children,
}: FormDialogProps) {
  const { t } = useTranslation('collection');
  const formId = `${useId()}-form`;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      closeLabel={t('actions.close')}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={pending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate={noValidate} className={formClassName ?? 'space-y-4'}>
        {children}
      </form>
    </Dialog>
  );
}
