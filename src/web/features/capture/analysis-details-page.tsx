import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { History, Lightbulb, ListOrdered } from 'lucide-react';
import { Card, CardTitle } from '../../components/ui/card';
import { useMoney } from '../../lib/preferences';
import { StepList } from '../../components/appraisal/appraisal-steps';
import { PageTop } from './components/page-top';
import { ResultCard } from './components/result-card';
import { isGamesAndToys, orUnknown, readStoredResult } from './lib/analysis-result';
import { useReaderLanguage } from './lib/use-reader-language';

const TIPS = ['keep', 'papers', 'marks', 'compare', 'expert'] as const;

/**
 * /analysis/details (docs/product.md#appraisal): the stored analysis step by step, its context and value
 * tips.
 */
export default function AnalysisDetailsPage() {
  const { t } = useTranslation('capture');
  const navigate = useNavigate();
  const money = useMoney();
  const [result, setResult] = useState(readStoredResult);
  useReaderLanguage(result, setResult);

  useEffect(() => {
    if (!result) navigate('/camera', { replace: true });
  }, [result, navigate]);
  if (!result) return null;

  const unknown = t('results.unknown');
  const period = (result.period ?? '').trim();
  const knownPeriod = period && period.toLowerCase() !== unknown.toLowerCase();
  const history = isGamesAndToys(result.category)
    ? t('details.history.games')
    : knownPeriod
      ? t('details.history.generic', { period })
      : t('details.history.unknownPeriod');
  const steps = result.analysisData?.steps ?? [];
  const photo = result.photos?.[0]?.url ?? result.imageUrl;

  return (
    <div className="flex flex-1 flex-col gap-4">
      <PageTop title={t('details.title')} />
      <ResultCard name={result.name} photo={photo}>
        <p className="mt-1 text-sm text-muted">
          {t('details.period', { period: orUnknown(result.period, unknown) })}
        </p>
        <p className="mt-3 text-sm">{money.text(result.description)}</p>
      </ResultCard>

      <Card>
        <div className="flex items-center gap-2">
          <ListOrdered size={20} aria-hidden className="text-accent" />
          <CardTitle>{t('details.steps')}</CardTitle>
        </div>
        {steps.length ? (
          <div className="mt-4">
            <StepList steps={steps} label={(step) => t('details.step', { step })} />
          </div>
        ) : (
          <p className="mt-3 text-sm text-muted">{t('details.noSteps')}</p>
        )}
      </Card>

      <Card>
        <div className="flex items-center gap-2">
          <History size={20} aria-hidden className="text-accent" />
          <CardTitle>{t('details.history.title')}</CardTitle>
        </div>
        <p className="mt-3 text-sm">{history}</p>
      </Card>

      <Card>
        <div className="flex items-center gap-2">
          <Lightbulb size={20} aria-hidden className="text-accent" />
          <CardTitle>{t('details.tips.title')}</CardTitle>
        </div>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-sm marker:text-accent">
          {TIPS.map((tip) => (
            <li key={tip}>{t(`details.tips.${tip}`)}</li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
