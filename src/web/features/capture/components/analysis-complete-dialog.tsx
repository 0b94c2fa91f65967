import { useTranslation } from '../../../lib/i18n';
import type { AnalysisResponse } from '../../../../contracts/analysis-api';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { characteristicsOf, joinList, orUnknown, originOf } from '../lib/analysis-result';
import { ConfidenceBadge } from '../../../components/confidence-badge';
import { FactList } from './fact-list';

interface Props {
  result: AnalysisResponse;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Spec part 1 §2: the "Analysis Complete" modal; both of its buttons only close it. */
export function AnalysisCompleteDialog({ result, open, onOpenChange }: Props) {
  const { t } = useTranslation('capture');
  const unknown = t('results.unknown');
  const features = characteristicsOf(result);
  const origin = originOf(result);
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
            <span className="text-sm text-muted">{orUnknown(result.category, unknown)}</span>
            <span className="sr-only">{t('common:confidence.label')}</span>
            <ConfidenceBadge score={result.confidenceScore} />
          </div>
        </div>
        <p className="text-sm">{result.description}</p>
        <div>
          <h3 className="mb-2 text-sm font-semibold text-accent">{t('complete.keyCharacteristics')}</h3>
          <FactList
            facts={[
              { label: t('results.materials'), value: joinList(features.materials, unknown) },
              { label: t('results.decorativeStyle'), value: joinList(features.decorativeStyle, unknown) },
              { label: t('results.specificFeatures'), value: joinList(features.specificFeatures, unknown) },
              { label: t('results.dimensions'), value: orUnknown(features.dimensions, unknown) },
            ]}
          />
        </div>
        <div>
          <h3 className="mb-2 text-sm font-semibold text-accent">{t('complete.attribution')}</h3>
          <FactList
            columns={2}
            facts={[
              { label: t('results.period'), value: orUnknown(result.period, unknown) },
              { label: t('results.style'), value: orUnknown(result.style, unknown) },
              { label: t('results.origin'), value: orUnknown(result.origin, unknown) },
              { label: t('results.condition'), value: orUnknown(result.condition, unknown) },
              { label: t('complete.author'), value: orUnknown(result.author, unknown) },
              {
                label: t('complete.manufacturer'),
                value: orUnknown(result.manufacturer || origin.manufacturer, unknown),
              },
              { label: t('complete.brand'), value: orUnknown(result.brand, unknown) },
              {
                label: t('complete.originDetails'),
                value: orUnknown(origin.location || origin.productionContext, unknown),
              },
            ]}
          />
        </div>
      </div>
    </Dialog>
  );
}
