import { ListOrdered } from 'lucide-react';
import type { AnalysisResult } from '../../../contracts/analysis';
import { useTranslation } from '../../lib/i18n';
import { useMoney } from '../../lib/preferences';
import { CollapsibleSection } from '../ui/collapsible-section';

type Step = AnalysisResult['analysisData']['steps'][number];

/** The numbered steps of an appraisal; `label` names a step for screen readers ("Step 2:"). */
export function StepList({ steps, label }: { steps: Step[]; label: (step: number) => string }) {
  const money = useMoney();
  return (
    <ol className="space-y-4">
      {steps.map((s) => (
        <li key={s.step} className="flex gap-3">
          <span
            aria-hidden
            className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-accent/15 text-sm font-bold text-accent"
          >
            {s.step}
          </span>
          <div className="min-w-0">
            <h3 className="font-semibold">
              <span className="sr-only">{label(s.step)} </span>
              {s.title}
            </h3>
            <p className="text-sm text-muted">{money.text(s.description)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/**
 * Shared by the capture flow's result and a saved object's page: how the appraisal was worked out, folded
 * (the range and its basis come first, the questions next); nothing when no step was recorded.
 */
export function AppraisalSteps({ steps, id = 'appraisal-steps' }: { steps: Step[]; id?: string }) {
  const { t } = useTranslation('appraisal');
  if (!steps.length) return null;
  return (
    <CollapsibleSection id={id} title={t('steps.title')} icon={<ListOrdered size={20} aria-hidden />}>
      <StepList steps={steps} label={(step) => t('steps.step', { step })} />
    </CollapsibleSection>
  );
}
