import { useMutation } from '@tanstack/react-query';
import type { AnalysisResponse } from '../../contracts/analysis-api';
import { apiRequest } from './api-client';
import { currentLanguage } from './i18n';

export interface RefineInput {
  analysisId: string;
  /** Question id → answer id; earlier answers are kept by the server. */
  answers: Record<string, string>;
}

/** POST /api/analyses/{id}/refine: the appraisal redone with the owner's answers (not counted). */
export function refineAnalysis({ analysisId, answers }: RefineInput): Promise<AnalysisResponse> {
  return apiRequest<AnalysisResponse>(`/api/analyses/${encodeURIComponent(analysisId)}/refine`, {
    method: 'POST',
    body: { answers, language: currentLanguage() },
  });
}

export function useRefineAnalysis() {
  return useMutation({ mutationFn: refineAnalysis, meta: { handlesErrors: true } });
}
