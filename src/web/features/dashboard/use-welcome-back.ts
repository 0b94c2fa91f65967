import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { showToast } from '../../lib/toast';

/** ?auth=success greets the person once, then leaves the address bar clean. */
export function useWelcomeBack(name: string | undefined) {
  const { t } = useTranslation('dashboard');
  const [params, setParams] = useSearchParams();
  const shown = useRef(false);
  const success = params.get('auth') === 'success';
  useEffect(() => {
    if (!success || !name || shown.current) return;
    shown.current = true;
    showToast({
      title: t('welcomeBack.title'),
      description: t('welcomeBack.message', { name }),
      variant: 'success',
    });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('auth');
        return next;
      },
      { replace: true },
    );
  }, [success, name, setParams, t]);
}
