import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { AdminUserRow } from '../../../../contracts/admin';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';
import { showOperationFailed } from '../../../lib/error-catalogue';
import { showToast } from '../../../lib/toast';
import { useSetSuspended } from '../../../api/admin';

/** Confirms a suspension (with an optional reason kept on the account) or a reinstatement. */
export function SuspendDialog({ row, onClose }: { row: AdminUserRow | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const mutation = useSetSuspended();
  const [reason, setReason] = useState('');
  if (!row) return null;
  const suspend = !row.suspended;

  function confirm() {
    if (!row) return;
    mutation.mutate(
      { id: row.id, suspend, reason: reason.trim() || undefined },
      {
        onSuccess(detail) {
          setReason('');
          onClose();
          showToast({
            title: t(detail.suspended ? 'users.suspendedTitle' : 'users.reinstatedTitle'),
            description: detail.email,
            variant: 'success',
          });
        },
        onError: (error) => showOperationFailed(t, error),
      },
    );
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(suspend ? 'users.suspendTitle' : 'users.reinstateTitle', { email: row.email })}
      description={t(suspend ? 'users.suspendText' : 'users.reinstateText')}
      closeLabel={t('dialog.close')}
      cancelLabel={t('dialog.cancel')}
      confirmLabel={t(suspend ? 'users.suspend' : 'users.reinstate')}
      variant={suspend ? 'destructive' : 'primary'}
      pending={mutation.isPending}
      onConfirm={confirm}
    >
      {suspend && (
        <Field id="suspend-reason" label={t('users.reason')}>
          <Textarea
            id="suspend-reason"
            rows={2}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </Field>
      )}
    </ConfirmDialog>
  );
}
