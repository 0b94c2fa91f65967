import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Flag as FlagIcon, Lightbulb } from 'lucide-react';
import type { Flag } from '../../../../contracts/admin';
import { LoadError } from '../../../components/load-error';
import { Segmented } from '../../../components/ui/segmented';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { useFlaggedContent, type FlagFilter } from '../../../api/admin';
import { FlagCard } from './flag-card';
import { FlagReviewDialog } from './flag-review-dialog';

const filters: FlagFilter[] = ['open', 'approved', 'rejected', 'all'];

/**
 * Admin, content (docs/product.md#administration): flagged items to review, approve or reject; the feature
 * requests.
 */
export function ContentTab() {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language === 'en' ? 'en' : 'fr';
  const [filter, setFilter] = useState<FlagFilter>('open');
  const [reviewing, setReviewing] = useState<Flag | null>(null);
  const { data, isPending, refetch, isFetching } = useFlaggedContent(filter);

  return (
    <div className="space-y-6">
      <section aria-labelledby="admin-flags" className="space-y-3">
        <h2 id="admin-flags" className="flex items-center gap-2 text-lg font-semibold">
          <FlagIcon size={18} aria-hidden className="text-accent" />
          {t('content.flags')}
        </h2>
        <Segmented
          label={t('content.filter')}
          value={filter}
          onValueChange={setFilter}
          options={filters.map((f) => ({ value: f, label: t(`content.filters.${f}`) }))}
        />
        {isPending ? (
          <Spinner label={t('common:status.loading')} />
        ) : !data ? (
          <LoadError message={t('content.loadFailed')} onRetry={refetch} retrying={isFetching} />
        ) : data.flags.length === 0 ? (
          <p className="text-muted">{t('content.noFlags')}</p>
        ) : (
          <ul className="space-y-3">
            {data.flags.map((flag) => (
              <FlagCard key={flag.id} flag={flag} onReview={() => setReviewing(flag)} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="admin-requests" className="space-y-3">
        <h2 id="admin-requests" className="flex items-center gap-2 text-lg font-semibold">
          <Lightbulb size={18} aria-hidden className="text-accent" />
          {t('content.requests')}
        </h2>
        {!data ? null : data.featureRequests.length === 0 ? (
          <p className="text-muted">{t('content.noRequests')}</p>
        ) : (
          <ul className="space-y-2">
            {data.featureRequests.map((r) => (
              <li key={r.id} className="rounded-xl border border-border bg-surface p-3 text-sm">
                <p className="whitespace-pre-wrap break-words">{r.description}</p>
                <p className="mt-1 text-xs text-muted">
                  {r.userEmail ?? r.userId} · {formatDate(r.createdAt, language, true)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <FlagReviewDialog flag={reviewing} onClose={() => setReviewing(null)} />
    </div>
  );
}
