import { useTranslation } from '../../../lib/i18n';
import type { AnalysisResponse } from '../../../../contracts/analysis-api';
import { characteristicsOf, joinList, orUnknown, originOf } from '../lib/analysis-result';
import type { Fact } from './fact-list';

/** The facts of an answer that the result details and the "Analysis Complete" modal both show. */
export function useAnalysisFacts(result: AnalysisResponse) {
  const { t } = useTranslation('capture');
  const unknown = t('results.unknown');
  const features = characteristicsOf(result);
  const known = (value: string | null | undefined) => orUnknown(value, unknown);
  const characteristics: Fact[] = [
    { label: t('results.materials'), value: joinList(features.materials, unknown) },
    { label: t('results.decorativeStyle'), value: joinList(features.decorativeStyle, unknown) },
    { label: t('results.specificFeatures'), value: joinList(features.specificFeatures, unknown) },
    { label: t('results.dimensions'), value: known(features.dimensions) },
  ];
  const attribution: Fact[] = [
    { label: t('results.period'), value: known(result.period) },
    { label: t('results.style'), value: known(result.style) },
    { label: t('results.origin'), value: known(result.origin) },
    { label: t('results.condition'), value: known(result.condition) },
  ];
  return { known, origin: originOf(result), characteristics, attribution };
}
