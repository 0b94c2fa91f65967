import { useTranslation } from '../../../lib/i18n';
import type { Flag } from '../../../../contracts/admin';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { formatDate } from '../../../lib/format';
import { useFlagDecision } from '../use-flag-decision';
import { DetailList } from './detail-list';

/** Review: everything the flag records, and the decision when it is still open. */
export function FlagReviewDialog({ flag, onClose }: { flag: Flag | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language === 'en' ? 'en' : 'fr';
  const { decide, pending } = useFlagDecision(onClose);
  if (!flag) return null;
  const rows: Array<[string, string]> = [
    [t('content.kind'), t(`content.kinds.${flag.kind}`)],
    [t('content.ref'), flag.refId],
    [t('content.reason'), flag.reason],
    [t('content.user'), flag.userEmail ?? flag.userId],
    [t('content.createdAt'), formatDate(flag.createdAt, language, true)],
    [t('content.status'), t(`content.filters.${flag.status}`)],
    [t('content.reviewedAt'), formatDate(flag.reviewedAt, language, true)],
  ];
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('content.reviewTitle')}
      closeLabel={t('dialog.close')}
      footer={
        flag.status === 'open' ? (
          <>
            <Button variant="destructive" onClick={() => decide(flag.id, 'reject')} disabled={pending}>
              {t('content.reject')}
            </Button>
            <Button onClick={() => decide(flag.id, 'approve')} disabled={pending}>
              {t('content.approve')}
            </Button>
          </>
        ) : undefined
      }
    >
      <DetailList rows={rows} />
    </Dialog>
  );
}
