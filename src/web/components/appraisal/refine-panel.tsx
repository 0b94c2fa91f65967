import { useTranslation } from '../../lib/i18n';
import { SlidersHorizontal } from 'lucide-react';
import type { AnalysisResponse } from '../../../contracts/analysis-api';
import { cn } from '../ui/cn';
import { Panel, PanelStatus } from '../ui/panel';
import { useRefineAnalysis } from '../../api/analyses';
import { FollowUpAllowance, followUpFailure } from './follow-up-allowance';

/**
 * Shared by the capture flow's result and a saved object's page. An appraiser's questions for the object named: each answer re-appraises at once (one of the rounds the analysis includes) and
 * narrows the range; what the answer rests on is listed with who said it, the owner or the photos.
 */
export function RefinePanel({
  result,
  onRefined,
}: {
  result: AnalysisResponse;
  onRefined: (next: AnalysisResponse) => void;
}) {
  const { t } = useTranslation('appraisal');
  const refine = useRefineAnalysis();
  const refinement = result.refinement;
  if (!refinement || (!refinement.questions.length && !refinement.facts.length)) return null;
  const asking = refinement.questions.length > 0;
  // An answer in the owner's own words keeps its family's questions but has no range: the answers are
  // still worth giving (they are recorded and kept), but "narrow the estimate" would promise what cannot be.
  const priced = result.estimatedValueMax > 0;
  return (
    <Panel
      id="refine-title"
      icon={<SlidersHorizontal size={18} aria-hidden className="text-accent" />}
      // Without questions (an unsure answer) the panel is only what the answer rests on.
      title={t(asking ? (priced ? 'refine.title' : 'refine.titleUnpriced') : 'refine.facts')}
      help={asking && t(priced ? 'refine.help' : 'refine.helpUnpriced')}
    >
      {refinement.questions.length > 0 && (
        <>
          <div className="mt-3 space-y-4">
            {refinement.questions.map((q) => (
              <fieldset key={q.id} disabled={refine.isPending}>
                <legend className="text-sm font-medium">{q.text}</legend>
                <div className="mt-2 flex flex-wrap gap-2">
                  {q.answers.map((a) => {
                    const picked = q.answer === a.id;
                    return (
                      <button
                        key={a.id}
                        type="button"
                        aria-pressed={picked}
                        onClick={() =>
                          refine.mutate(
                            { analysisId: result.analysisId, answers: { [q.id]: a.id } },
                            { onSuccess: onRefined },
                          )
                        }
                        className={cn(
                          'min-h-11 rounded-full border px-3 py-1.5 text-sm transition-colors disabled:opacity-60',
                          picked
                            ? 'border-accent bg-accent text-accent-fg'
                            : 'border-border bg-surface-2 hover:border-accent',
                        )}
                      >
                        {a.text}
                      </button>
                    );
                  })}
                </div>
              </fieldset>
            ))}
          </div>
          <FollowUpAllowance result={result} kind="refine" />
          <PanelStatus
            working={refine.isPending && t('refine.working')}
            failed={refine.isError && followUpFailure(t, refine.error, t('refine.failed'))}
          />
        </>
      )}
      {refinement.facts.length > 0 && (
        <div className={cn(asking ? 'mt-5 border-t border-border pt-4' : 'mt-2')}>
          {asking && <h4 className="text-sm font-semibold">{t('refine.facts')}</h4>}
          <dl className="mt-2 space-y-1.5 text-sm">
            {refinement.facts.map((f) => (
              <div
                key={`${f.label}-${f.value}`}
                className="flex flex-wrap items-baseline justify-between gap-x-3"
              >
                <dt className="text-muted">{f.label}</dt>
                <dd className="flex items-baseline gap-2">
                  <span className="font-medium">{f.value}</span>
                  <span className="text-xs text-muted">
                    {f.source === 'owner' ? t('refine.fromOwner') : t('refine.fromPhoto')}
                  </span>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </Panel>
  );
}
