import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnalysisResponse } from '../../contracts/analysis-api';
import { apiRequest } from './api-client';
import { currentLanguage } from './i18n';
import { invalidateKeys, sessionKeys } from './query-keys';

export interface RefineInput {
  analysisId: string;
  /** Question id → answer id; earlier answers are kept by the server. */
  answers: Record<string, string>;
}

/** POST /api/analyses/{id}/refine: the appraisal redone with the owner's answers (decision 021). */
export function refineAnalysis({ analysisId, answers }: RefineInput): Promise<AnalysisResponse> {
  return apiRequest<AnalysisResponse>(`/api/analyses/${encodeURIComponent(analysisId)}/refine`, {
    method: 'POST',
    body: { answers, language: currentLanguage() },
  });
}

export function useRefineAnalysis() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: refineAnalysis,
    meta: { handlesErrors: true },
    // Beyond what the analysis includes, a follow-up uses one of the month's analyses: the meter is re-read.
    onSuccess: () => void invalidateKeys(client, [sessionKeys.usage.all]),
  });
}
