import { useTranslation } from '../../lib/i18n';
import { showOperationFailed } from '../../lib/error-catalogue';
import { showToast } from '../../lib/toast';
import { useReviewFlag } from '../../api/admin';

/** Approve or reject a flag, with the toasts: shared by the card and the review dialog. */
export function useFlagDecision(onDone?: () => void) {
  const { t } = useTranslation('admin');
  const review = useReviewFlag();
  function decide(id: string, decision: 'approve' | 'reject') {
    review.mutate(
      { id, decision },
      {
        onSuccess() {
          onDone?.();
          showToast({
            title: t(decision === 'approve' ? 'content.approved' : 'content.rejected'),
            variant: 'success',
          });
        },
        onError: (error) => showOperationFailed(t, error),
      },
    );
  }
  return { decide, pending: review.isPending };
}
