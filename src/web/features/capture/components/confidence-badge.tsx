import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { confidenceTone, type ConfidenceTone } from '../lib/analysis-result';

// Spec part 1 §5: 80 and above green, 60 to 79 yellow, below 60 red.
const tones: Record<ConfidenceTone, string> = {
  high: 'border-success/50 bg-success/15 text-success',
  medium: 'border-yellow-300/50 bg-yellow-300/15 text-yellow-300',
  low: 'border-danger/50 bg-danger/15 text-danger',
};

export function ConfidenceBadge({ score }: { score: number }) {
  const { t } = useTranslation('capture');
  const rounded = Math.round(score);
  return (
    <span
      data-tone={confidenceTone(rounded)}
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        tones[confidenceTone(rounded)],
      )}
    >
      {t('results.confident', { score: rounded })}
    </span>
  );
}
