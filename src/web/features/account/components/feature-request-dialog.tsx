import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { FEATURE_REQUEST_MAX } from '../../../../contracts/account';
import { AccountDialog } from './account-dialog';
import { TextareaField } from '../../../components/ui/field';
import { showToast } from '../../../lib/toast';
import { useCreateFeatureRequest } from '../../../api/account';

/** A 4-row description, cancel and submit; empty after trimming is a save error (docs/product.md#forms). */
export function FeatureRequestDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('account');
  const create = useCreateFeatureRequest();
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!description.trim()) return setError(t('feature.empty'));
    create.mutate(description.trim(), {
      onSuccess() {
        setDescription('');
        setError(null);
        onOpenChange(false);
        showToast({ title: t('feature.sentTitle'), description: t('feature.sentText'), variant: 'success' });
      },
      onError: () =>
        showToast({ title: t('save.errorTitle'), description: t('save.errorText'), variant: 'destructive' }),
    });
  }

  return (
    <AccountDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('feature.title')}
      description={t('feature.text')}
      confirmLabel={t('feature.submit')}
      pending={create.isPending}
      form={{ id: 'feature-request-form', onSubmit }}
    >
      <TextareaField
        id="feature-description"
        label={t('feature.description')}
        error={error ?? undefined}
        rows={4}
        maxLength={FEATURE_REQUEST_MAX}
        value={description}
        onChange={(e) => {
          setDescription(e.target.value);
          setError(null);
        }}
      />
    </AccountDialog>
  );
}
