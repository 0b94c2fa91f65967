import { useTranslation } from '../lib/i18n';
import { confidenceLabel, confidenceTone, type ConfidenceTone } from '../lib/terms';
import { cn } from './ui/cn';

const tones: Record<ConfidenceTone, string> = {
  high: 'border-success/50 bg-success/15 text-success',
  medium: 'border-yellow-300/50 bg-yellow-300/15 text-yellow-300',
  low: 'border-danger/50 bg-danger/15 text-danger',
};

/** The identification's confidence, coloured by its level, the same on the analysis and the object. */
export function ConfidenceBadge({ score, className }: { score: number; className?: string }) {
  const { t } = useTranslation();
  const tone = confidenceTone(Math.round(score));
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        tones[tone],
        className,
      )}
    >
      {confidenceLabel(t, score)}
    </span>
  );
}
