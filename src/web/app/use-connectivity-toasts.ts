import { useEffect } from 'react';
import { useTranslation } from '../lib/i18n';
import { showToast } from '../lib/toast';

/** Say when the connection drops and when it comes back (docs/product.md#messages). */
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
