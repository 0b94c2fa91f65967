import type { TFunction } from '../../../lib/i18n';
import { showErrorToast } from '../../../lib/error-catalogue';
import { showToast } from '../../../lib/toast';

/**
 * A mutation's callbacks that end in a toast: `done` (e.g. closing the dialog) and the success title, or
 * the failure title with the reason the error carries.
 */
export function outcomeToasts(t: TFunction, titles: { success: string; failure: string }, done: () => void) {
  return {
    onSuccess: () => {
      done();
      showToast({ title: titles.success, variant: 'success' });
    },
    onError: (error: unknown) => showErrorToast(t, titles.failure, error, t('collection:actions.retry')),
  };
}
