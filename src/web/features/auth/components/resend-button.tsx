import { RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { showErrorToast } from '../../../lib/error-catalogue';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toast';
import { useResendVerification } from '../../../api/auth';

/**
 * "Send the code again" for an address: says when there is no address (`onMissing`), and whether the
 * mail left.
 */
export function ResendButton({
  email,
  onMissing,
  failed,
}: {
  email: string;
  onMissing: () => void;
  /** What to say when the server gives no known reason. */
  failed: string;
}) {
  const { t } = useTranslation('auth');
  const resend = useResendVerification();

  function onResend() {
    if (!email) return onMissing();
    resend.mutate(
      { email, language: currentLanguage() },
      {
        onSuccess: () =>
          showToast({
            title: t('resend.successTitle'),
            description: t('resend.successMessage', { email }),
            variant: 'success',
          }),
        onError: (error) => showErrorToast(t, t('resend.errorTitle'), error, failed),
      },
    );
  }

  return (
    <Button variant="outline" className="mt-3 w-full" onClick={onResend} disabled={resend.isPending}>
      <RotateCw size={18} aria-hidden />
      {resend.isPending ? t('resend.sending') : t('resend.button')}
    </Button>
  );
}
