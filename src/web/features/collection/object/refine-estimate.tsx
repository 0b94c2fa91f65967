import { useQueryClient } from '@tanstack/react-query';
import type { AnalysisResponse } from '../../../../contracts/analysis-api';
import type { CollectionObject } from '../../../../contracts/collection';
import { RefinePanel } from '../../../components/appraisal/refine-panel';
import { analysisQueryOptions, useAnalysis } from '../../../lib/analyses';
import { useUpdateObject } from '../api/update-object';

/**
 * A saved object's estimate narrowed like at capture: the questions of the analysis it came from, each
 * answer re-appraising without using an analysis, and the object's estimate updated from the new answer.
 * Shown only while the object's range is still that analysis's: an estimate the owner typed is theirs.
 */
export function RefineEstimate({
  object,
  analysisId,
}: {
  object: CollectionObject;
  analysisId: string | null;
}) {
  const client = useQueryClient();
  const analysis = useAnalysis(analysisId);
  const update = useUpdateObject();
  const a = analysis.data;
  if (!a?.refinement?.questions.length) return null;
  if (a.estimatedValueMin !== object.estimatedValueMin || a.estimatedValueMax !== object.estimatedValueMax)
    return null;

  async function refined(next: AnalysisResponse) {
    client.setQueryData(analysisQueryOptions(next.analysisId).queryKey, { ...a!, ...next });
    await update.mutateAsync({
      id: object.id,
      // The value history records the new estimate as coming from this analysis, not as an edit.
      analysisId: next.analysisId,
      estimatedValueMin: next.estimatedValueMin,
      estimatedValueMax: next.estimatedValueMax,
      confidenceScore: next.confidenceScore,
      condition: next.condition,
      expertiseReport: next.expertiseReport,
    });
  }
  return <RefinePanel result={a} onRefined={(next) => void refined(next)} />;
}
