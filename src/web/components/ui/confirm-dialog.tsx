import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';
import { Dialog } from './dialog';
import { InlineSpinner } from './spinner';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  closeLabel: string;
  cancelLabel: string;
  confirmLabel: string;
  /** Not needed with `formId`: the form's own submit handler confirms. */
  onConfirm?: () => void;
  pending?: boolean;
  /** The confirm button's look: destructive for irreversible actions. */
  variant?: ButtonVariant;
  /** Disables confirm (e.g. until a password is typed). */
  confirmDisabled?: boolean;
  /** A form inside `children` whose submit (Enter in a field) is the confirm button. */
  formId?: string;
  children?: ReactNode;
}

/** A yes/no question; the confirm button shows a spinner while the action runs and closing is blocked. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange, pending, variant = 'primary', children } = props;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      title={props.title}
      description={props.description}
      closeLabel={props.closeLabel}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={pending}>
            {props.cancelLabel}
          </Button>
          <Button
            variant={variant}
            type={props.formId ? 'submit' : 'button'}
            form={props.formId}
            onClick={props.formId ? undefined : props.onConfirm}
            disabled={pending || props.confirmDisabled}
          >
            {pending && <InlineSpinner />}
            {props.confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
