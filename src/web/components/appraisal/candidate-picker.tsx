import { useTranslation } from '../../lib/i18n';
import { HelpCircle } from 'lucide-react';
import type { AnalysisResponse } from '../../../contracts/analysis-api';
import { isApiError } from '../../lib/api-client';
import { Button } from '../ui/button';
import { Panel, PanelStatus } from '../ui/panel';
import { useChooseCandidate } from '../../api/analyses';
import { FollowUpAllowance, followUpFailure } from './follow-up-allowance';

/**
 * Shared by the capture flow's result and a saved object's page. An unsure answer names no price; the owner, who knows the object, picks what it is among the
 * candidates and the appraisal is run again for that type (one of the namings the analysis includes).
 */
export function CandidatePicker({
  result,
  onChosen,
}: {
  result: AnalysisResponse;
  onChosen: (next: AnalysisResponse) => void;
}) {
  const { t } = useTranslation('appraisal');
  const choose = useChooseCandidate();
  if (!result.candidates.length) return null;
  const failed = choose.error
    ? isApiError(choose.error) && choose.error.status === 400
      ? t('candidates.gone')
      : followUpFailure(t, choose.error, t('candidates.failed'))
    : null;
  return (
    <Panel
      id="candidates-title"
      icon={<HelpCircle size={18} aria-hidden className="text-accent" />}
      title={t('candidates.title')}
      help={t('candidates.help')}
    >
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
                  {t('candidates.score', { score: Math.round(c.score) })}
                </span>
              </span>
            </Button>
          </li>
        ))}
      </ul>
      <FollowUpAllowance result={result} kind="identify" />
      <PanelStatus working={choose.isPending && t('candidates.working')} failed={failed} />
    </Panel>
  );
}
