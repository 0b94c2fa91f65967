import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { AlertTriangle, Camera, FolderPlus, ListOrdered, RotateCcw } from 'lucide-react';
import type { AnalysisResponse } from '../../../contracts/analysis-api';
import { NoAnalysisLeftNotice } from '../../components/no-analysis-left-notice';
import { Button, buttonClasses } from '../../components/ui/button';
import { clearCapturedPhotos, storeAnalysis } from '../../lib/capture-session';
import { AnalysisCompleteDialog } from './components/analysis-complete-dialog';
import { AnalysisProgress } from './components/analysis-progress';
import { CandidatePicker } from '../../components/appraisal/candidate-picker';
import { NameIt } from '../../components/appraisal/name-it';
import { RefinePanel } from '../../components/appraisal/refine-panel';
import { AppraisalSteps } from '../../components/appraisal/appraisal-steps';
import { AddCloseUp } from './components/add-close-up';
import { useReaderLanguage } from './lib/use-reader-language';
import { ConfidenceBadge } from '../../components/confidence-badge';
import { PageTop } from './components/page-top';
import { ResultCard } from './components/result-card';
import { ResultDetails } from './components/result-details';
import { TextRead } from './components/text-read';
import { ValueBox } from './components/value-box';
import { excerpt, orUnknown } from './lib/analysis-result';
import { useMoney } from '../../lib/preferences';
import { markResultsShown } from './lib/timing';
import { useAnalysisRun } from './lib/use-analysis-run';

/** /analysis (docs/product.md#appraisal): loading, results (with the completion modal) or failure. */
export default function AnalysisPage() {
  const run = useAnalysisRun();
  if (run.status === 'running') return <AnalysisProgress phase={run.phase} />;
  if (run.status === 'failed') return <AnalysisFailed message={run.message} />;
  return <AnalysisResults result={run.result} fresh={run.fresh} />;
}

function AnalysisFailed({ message }: { message: string }) {
  const { t } = useTranslation('capture');
  const navigate = useNavigate();
  return (
    <div className="flex flex-1 flex-col">
      <PageTop title={t('analysis.failed.title')} />
      <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-4 text-center">
        <AlertTriangle size={44} aria-hidden className="text-danger" />
        <p className="max-w-sm">{message}</p>
        {/* Before trying again: none is left this month (decision 029). */}
        <NoAnalysisLeftNotice className="max-w-sm border-accent/40 bg-surface" />
        <Button size="lg" onClick={() => navigate('/camera')}>
          <Camera size={20} aria-hidden />
          {t('analysis.failed.retry')}
        </Button>
      </div>
    </div>
  );
}

function AnalysisResults({ result: first, fresh }: { result: AnalysisResponse; fresh: boolean }) {
  const { t } = useTranslation('capture');
  const navigate = useNavigate();
  const money = useMoney();
  const [modalOpen, setModalOpen] = useState(fresh);
  // The owner's choice among the candidates, or answers, replace the answer here and for the save that follows.
  const [result, setResult] = useState(first);
  function chosen(next: AnalysisResponse) {
    storeAnalysis(next);
    setResult(next);
  }
  useReaderLanguage(result, setResult);
  const photo = result.photos?.[0]?.url ?? result.imageUrl;

  useEffect(() => {
    if (fresh) markResultsShown();
  }, [fresh]);

  async function analyseAnother() {
    await clearCapturedPhotos();
    navigate('/camera');
  }

  return (
    <div className="flex flex-1 flex-col gap-4">
      <PageTop title={t('results.title')} />
      <ResultCard name={result.name} photo={photo}>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <ConfidenceBadge score={result.confidenceScore} />
          <span className="rounded-full bg-surface-2 px-2.5 py-0.5 text-xs font-semibold">
            <span className="sr-only">{t('results.category')}: </span>
            {orUnknown(result.category, t('results.unknown'))}
          </span>
        </div>
        <p className="mt-3 text-sm text-muted">{money.text(excerpt(result.description))}</p>
      </ResultCard>

      {/* The value and its basis first, in view without scrolling; the questions and the details after. */}
      <ValueBox result={result} />
      <CandidatePicker result={result} onChosen={chosen} />
      <NameIt result={result} onNamed={chosen} />
      <RefinePanel result={result} onRefined={chosen} />
      <AppraisalSteps steps={result.analysisData?.steps ?? []} />
      <TextRead result={result} />
      <AddCloseUp result={result} onAdded={chosen} />
      <ResultDetails result={result} />

      <Link to="/analysis/details" className={buttonClasses('ghost', 'md', 'w-full')}>
        <ListOrdered size={18} aria-hidden />
        {t('results.steps')}
      </Link>
      <div className="space-y-3">
        {/* This answer used the last one: said before "Analyse another" is pressed (decision 029). */}
        <NoAnalysisLeftNotice className="border-accent/40 bg-surface" />
        <Button className="w-full" onClick={() => navigate('/room-selection')}>
          <FolderPlus size={20} aria-hidden />
          {t('results.save')}
        </Button>
        <Button variant="outline" className="w-full" onClick={analyseAnother}>
          <RotateCcw size={18} aria-hidden />
          {t('results.another')}
        </Button>
      </div>

      <AnalysisCompleteDialog result={result} open={modalOpen} onOpenChange={setModalOpen} />
    </div>
  );
}
