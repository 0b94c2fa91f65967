import type { AnalysisResponse, FollowUpKind } from '../../../contracts/analysis-api';
import { isApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-codes';
import { useTranslation, type TFunction } from '../../lib/i18n';
import { useUsageStats } from '../../api/usage';

/**
 * What redoing the appraisal this way still costs (decision 021), shown where it is offered: how many the
 * analysis still includes, else that each further one counts as one of the plan's analyses and how many of
 * those are left this month.
 */
export function FollowUpAllowance({ result, kind }: { result: AnalysisResponse; kind: FollowUpKind }) {
  const { t } = useTranslation('appraisal');
  const left = result.followUpsLeft?.[kind];
  // The month's count is only read once the analysis's own follow-ups are used.
  const usage = useUsageStats({ enabled: left === 0 });
  if (left === undefined) return null;
  let text: string | undefined;
  if (left > 0) text = t(`followUps.left.${kind}` as never, { count: left });
  else {
    const month = usage.data?.completeAnalysis;
    if (month?.limit === null) text = t('followUps.countedUnlimited');
    else if (month) {
      const monthLeft = Math.max(0, month.limit - month.used);
      text = monthLeft > 0 ? t('followUps.counted', { count: monthLeft }) : t('followUps.exhausted');
    }
  }
  if (!text) return null;
  return (
    <p className="mt-3 text-xs text-muted" data-follow-up={kind}>
      {text}
    </p>
  );
}

/**
 * A follow-up refused for the plan (429 USAGE_LIMIT) or for going too fast (429 RATE_LIMITED) says so in
 * the reader's language; any other failure keeps the panel's own words.
 */
export function followUpFailure(t: TFunction, error: unknown, fallback: string): string {
  return isApiError(error) && error.status === 429 ? errorMessage(t, error, fallback) : fallback;
}
