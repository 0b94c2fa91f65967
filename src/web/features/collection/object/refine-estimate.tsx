import { useQueryClient } from '@tanstack/react-query';
import type { AnalysisResponse } from '../../../../contracts/analysis-api';
import { conditionFromText, type CollectionObject } from '../../../../contracts/collection';
import { CandidatePicker } from '../../../components/appraisal/candidate-picker';
import { NameIt } from '../../../components/appraisal/name-it';
import { RefinePanel } from '../../../components/appraisal/refine-panel';
import { analysisQueryOptions, useAnalysis } from '../../../api/analyses';
import { useUpdateObject } from '../../../api/objects';
import { analysedTextFields, analysisToPatch, toDraft } from './object-draft';

/**
 * A saved object's appraisal carried on like at capture, within the follow-ups its analysis includes: an unsure answer's
 * candidates to pick from (the object then takes the chosen type's identification and estimate), or the
 * questions of a priced one (each answer narrows the estimate), and in both cases the owner saying what it
 * is in their own words. Shown only while the object's range is still that analysis's: an estimate the
 * owner typed is theirs.
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
  if (!a) return null;
  // An unpriced answer (0–0) is saved as no estimate at all.
  const priced = a.estimatedValueMax > 0;
  const sameRange = priced
    ? a.estimatedValueMin === object.estimatedValueMin && a.estimatedValueMax === object.estimatedValueMax
    : !object.estimatedValueMax;
  if (!sameRange) return null;

  // Each new answer (a type chosen, a question answered) becomes the object's identification and estimate,
  // except in the fields the owner has written since the analysis; the value history credits the analysis.
  async function apply(next: AnalysisResponse) {
    const previous = a!;
    client.setQueryData(analysisQueryOptions(next.analysisId, next.language).queryKey, {
      ...previous,
      ...next,
    });
    const saved = toDraft(object);
    const fromAnalysis = {
      ...saved,
      ...Object.fromEntries(analysedTextFields.map((f) => [f, previous[f]])),
      condition: conditionFromText(previous.condition) ?? saved.condition,
    };
    await update.mutateAsync({ id: object.id, ...analysisToPatch(next, saved, fromAnalysis) });
  }
  return (
    <>
      {a.candidates.length ? (
        <CandidatePicker result={a} onChosen={(next) => void apply(next)} />
      ) : (
        <RefinePanel result={a} onRefined={(next) => void apply(next)} />
      )}
      <NameIt result={a} onNamed={(next) => void apply(next)} />
    </>
  );
}
