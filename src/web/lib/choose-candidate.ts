import { useMutation } from '@tanstack/react-query';
import type { AnalysisResponse } from '../../contracts/analysis-api';
import { apiRequest } from './api-client';
import { currentLanguage } from './i18n';

export interface ChooseCandidateInput {
  analysisId: string;
  candidateId: string;
}

/** POST /api/analyses/{id}/choose: the appraisal redone for the type the owner picked (not counted). */
export function chooseCandidate({
  analysisId,
  candidateId,
}: ChooseCandidateInput): Promise<AnalysisResponse> {
  return apiRequest<AnalysisResponse>(`/api/analyses/${encodeURIComponent(analysisId)}/choose`, {
    method: 'POST',
    body: { candidateId, language: currentLanguage() },
  });
}

export function useChooseCandidate() {
  return useMutation({ mutationFn: chooseCandidate, meta: { handlesErrors: true } });
}
