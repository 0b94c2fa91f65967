import { ListOrdered } from 'lucide-react';
import type { AnalysisResult } from '../../../contracts/analysis';
import { useTranslation } from '../../lib/i18n';
import { useMoney } from '../../lib/preferences';
import { CollapsibleSection } from '../ui/collapsible-section';

type Step = AnalysisResult['analysisData']['steps'][number];

/**
 * Shared by the capture flow's result and a saved object's page: how the appraisal was worked out, folded
 * (the range and its basis come first, the questions next); nothing when no step was recorded.
 */
export function AppraisalSteps({ steps, id = 'appraisal-steps' }: { steps: Step[]; id?: string }) {
  const { t } = useTranslation('appraisal');
  const money = useMoney();
  if (!steps.length) return null;
  return (
    <CollapsibleSection id={id} title={t('steps.title')} icon={<ListOrdered size={20} aria-hidden />}>
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
                <span className="sr-only">{t('steps.step', { step: s.step })} </span>
                {s.title}
              </h3>
              <p className="text-sm text-muted">{money.text(s.description)}</p>
            </div>
          </li>
        ))}
      </ol>
    </CollapsibleSection>
  );
}
