import { useTranslation } from '../../../lib/i18n';
import { Check } from 'lucide-react';
import { cn } from '../../../components/ui/cn';
import { Spinner } from '../../../components/ui/spinner';
import type { AnalysisPhase } from '../lib/use-analysis-run';

const order = ['prepare', 'upload', 'analyze'] as const;

/** The loading view, with the real phases: photos prepared, bytes sent (%), then the analysis. */
export function AnalysisProgress({ phase }: { phase: AnalysisPhase }) {
  const { t } = useTranslation('capture');
  const current = order.indexOf(phase.step);
  const percent =
    phase.step === 'upload' ? Math.round(phase.fraction * 100) : phase.step === 'analyze' ? 100 : 0;

  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-6 py-10 text-center">
      <Spinner className="scale-150" />
      <div>
        <h1 className="text-2xl font-bold">{t('analysis.loading.title')}</h1>
        <p className="mt-1 text-muted">{t('analysis.loading.text')}</p>
      </div>
      <ol aria-label={t('analysis.steps.progress')} className="w-full max-w-xs space-y-3 text-left">
        {order.map((step, i) => {
          const done = i < current;
          const active = i === current;
          return (
            <li
              key={step}
              aria-current={active ? 'step' : undefined}
              className={cn('flex items-center gap-3', !done && !active && 'text-muted')}
            >
              <span
                className={cn(
                  'flex h-7 w-7 shrink-0 items-center justify-center rounded-full border text-xs font-bold',
                  done && 'border-success bg-success/15 text-success',
                  active && 'border-accent text-accent',
                )}
              >
                {done ? <Check size={16} aria-hidden /> : i + 1}
              </span>
              <span className="flex-1">
                {t(`analysis.steps.${step}`)}
                {active &&
                  step === 'prepare' &&
                  phase.step === 'prepare' &&
                  phase.total > 0 &&
                  ` (${phase.done}/${phase.total})`}
              </span>
              {step === 'upload' && (active || done) && (
                <span className="text-sm tabular-nums text-muted">{percent}%</span>
              )}
            </li>
          );
        })}
      </ol>
      {phase.step === 'upload' && (
        <div
          role="progressbar"
          aria-label={t('analysis.steps.upload')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 w-full max-w-xs overflow-hidden rounded-full bg-surface-2"
        >
          <div className="h-full bg-accent transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      )}
    </div>
  );
}
