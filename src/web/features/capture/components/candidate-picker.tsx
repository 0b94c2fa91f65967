import { useTranslation } from '../../../lib/i18n';
import { HelpCircle } from 'lucide-react';
import type { AnalysisResponse } from '../../../../contracts/analysis-api';
import { isApiError } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { useChooseCandidate } from '../api/choose-candidate';

/**
 * An unsure answer names no price; the owner, who knows the object, picks what it is among the
 * candidates and the appraisal is run again for that type (no analysis spent).
 */
export function CandidatePicker({
  result,
  onChosen,
}: {
  result: AnalysisResponse;
  onChosen: (next: AnalysisResponse) => void;
}) {
  const { t } = useTranslation('capture');
  const choose = useChooseCandidate();
  if (!result.candidates.length) return null;
  const failed = choose.error
    ? isApiError(choose.error) && choose.error.status === 400
      ? t('results.candidates.gone')
      : t('results.candidates.failed')
    : null;
  return (
    <section aria-labelledby="candidates-title" className="rounded-2xl border border-border bg-surface p-5">
      <h3 id="candidates-title" className="flex items-center gap-2 text-base font-semibold">
        <HelpCircle size={18} aria-hidden className="text-accent" />
        {t('results.candidates.title')}
      </h3>
      <p className="mt-1 text-sm text-muted">{t('results.candidates.help')}</p>
      <ul className="mt-3 space-y-2">
        {result.candidates.map((c) => (
          <li key={c.id}>
            <Button
              variant="outline"
              className="w-full text-left"
              disabled={choose.isPending}
              onClick={() =>
                choose.mutate({ analysisId: result.analysisId, candidateId: c.id }, { onSuccess: onChosen })
              }
            >
              <span className="flex w-full items-center justify-between gap-3">
                <span className="min-w-0 break-words">{c.name}</span>
                <span className="shrink-0 text-sm font-normal text-muted">
                  {t('results.candidates.score', { score: Math.round(c.score) })}
                </span>
              </span>
            </Button>
          </li>
        ))}
      </ul>
      {choose.isPending && (
        <p className="mt-2 text-sm text-muted" role="status">
          {t('results.candidates.working')}
        </p>
      )}
      {failed && (
        <p className="mt-2 text-sm text-danger" role="alert">
          {failed}
        </p>
      )}
    </section>
  );
}
