import { useEffect } from 'react';
import { useTranslation } from '../lib/i18n';
import { showToast } from '../lib/toast';

/** Spec part 1 §4 and §8: say when the connection drops and when it comes back. */
export function useConnectivityToasts() {
  const { t } = useTranslation();
  useEffect(() => {
    const offline = () => showToast({ title: t('connectivity.offline'), variant: 'destructive' });
    const online = () => showToast({ title: t('connectivity.online'), variant: 'success' });
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [t]);
}
