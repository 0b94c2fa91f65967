import type { AnalysisResult } from '../../contracts/analysis';

/**
 * The rules every appraisal meets before it is stored or shown, whichever analyzer made it (the embedded
 * one or any vision model): amounts are never negative, min ≤ max, the most likely value (base) lies
 * within the range, and the best case is above the base but never above the range's maximum. A model
 * that contradicts itself is brought back inside its own range rather than shown as it said.
 */
export function coherentAppraisal(result: AnalysisResult): AnalysisResult {
  let min = Math.max(0, result.estimatedValueMin);
  let max = Math.max(0, result.estimatedValueMax);
  if (min > max) [min, max] = [max, min];
  const clamp = (v: number) => Math.min(max, Math.max(min, v));
  const details = result.expertiseReport.valuationDetails;
  if (!details) return { ...result, estimatedValueMin: min, estimatedValueMax: max };
  const base = details.baseValue === null ? null : clamp(details.baseValue);
  const best = details.highEndValue === null ? null : Math.max(base ?? min, clamp(details.highEndValue));
  return {
    ...result,
    estimatedValueMin: min,
    estimatedValueMax: max,
    expertiseReport: { ...result.expertiseReport, valuationDetails: { ...details, baseValue: base, highEndValue: best } },
  };
}
