import { useTranslation } from '../../../lib/i18n';
import type { AnalysisResponse } from '../../../../contracts/analysis-api';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ValueBasis } from '../../../components/appraisal/value-basis';
import { ConfidenceBadge } from '../../../components/confidence-badge';
import { useMoney } from '../../../lib/preferences';
import { useAnalysisFacts } from './analysis-facts';
import { FactGroup } from './fact-list';

interface Props {
  result: AnalysisResponse;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The "Analysis Complete" modal; both of its buttons only close it. */
export function AnalysisCompleteDialog({ result, open, onOpenChange }: Props) {
  const { t } = useTranslation('capture');
  const facts = useAnalysisFacts(result);
  const money = useMoney();
  const { known, origin } = facts;
  const close = () => onOpenChange(false);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('complete.title')}
      closeLabel={t('complete.close')}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            {t('complete.close')}
          </Button>
          <Button onClick={close}>{t('complete.continue')}</Button>
        </>
      }
    >
      <div className="max-h-[55dvh] space-y-4 overflow-y-auto pr-1">
        <div>
          <p className="text-xl font-semibold">{result.name}</p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <span className="text-sm text-muted">{known(result.category)}</span>
            <span className="sr-only">{t('common:confidence.label')}</span>
            <ConfidenceBadge score={result.confidenceScore} />
          </div>
        </div>
        {result.estimatedValueMax > 0 && (
          <div>
            <p className="text-lg font-semibold text-accent tabular-nums">
              {money.range(result.estimatedValueMin, result.estimatedValueMax)}
            </p>
            <ValueBasis basis={result.valuationBasis} />
          </div>
        )}
        <p className="text-sm">{money.text(result.description)}</p>
        <FactGroup title={t('complete.keyCharacteristics')} facts={facts.characteristics} />
        <FactGroup
          title={t('complete.attribution')}
          columns={2}
          facts={[
            ...facts.attribution,
            { label: t('complete.author'), value: known(result.author) },
            { label: t('complete.manufacturer'), value: known(result.manufacturer || origin.manufacturer) },
            { label: t('complete.brand'), value: known(result.brand) },
            { label: t('complete.originDetails'), value: known(origin.location || origin.productionContext) },
          ]}
        />
      </div>
    </Dialog>
  );
}
