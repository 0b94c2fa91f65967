import { useTranslation } from '../../../lib/i18n';
import { Check, Eye, X } from 'lucide-react';
import type { Flag } from '../../../../contracts/admin';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import { useFlagDecision } from '../use-flag-decision';

/** A flagged analysis or object: Review opens its details; Approve and Reject close it. */
export function FlagCard({ flag, onReview }: { flag: Flag; onReview: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language === 'en' ? 'en' : 'fr';
  const { decide, pending } = useFlagDecision();
  const titleId = `flag-${flag.id}-title`;
  return (
    <li aria-labelledby={titleId} className="rounded-2xl border border-border bg-surface p-4">
      <div className="flex items-center gap-2">
        <p id={titleId} className="flex-1 font-semibold">
          {t(`content.kinds.${flag.kind}`)}
        </p>
        <Badge className={flag.status === 'open' ? undefined : 'border-text/30 bg-text/10 text-text'}>
          {t(`content.filters.${flag.status}`)}
        </Badge>
      </div>
      <p className="mt-1 break-words text-sm">{flag.reason}</p>
      <p className="mt-1 truncate text-xs text-muted">
        {flag.userEmail ?? flag.userId} · {formatDate(flag.createdAt, language, true)}
      </p>
      <div className="mt-3 grid grid-cols-3 gap-2">
        <Button variant="secondary" size="sm" onClick={onReview} aria-describedby={titleId}>
          <Eye size={16} aria-hidden />
          {t('content.review')}
        </Button>
        {flag.status === 'open' && (
          <>
            <Button
              size="sm"
              onClick={() => decide(flag.id, 'approve')}
              disabled={pending}
              aria-describedby={titleId}
            >
              <Check size={16} aria-hidden />
              {t('content.approve')}
            </Button>
            <Button
              variant="destructive"
              size="sm"
              onClick={() => decide(flag.id, 'reject')}
              disabled={pending}
              aria-describedby={titleId}
            >
              <X size={16} aria-hidden />
              {t('content.reject')}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
