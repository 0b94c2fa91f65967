import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnalysisResponse } from '../../contracts/analysis-api';
import { apiRequest } from './api-client';
import { currentLanguage } from './i18n';
import { invalidateKeys, sessionKeys } from './query-keys';

export interface ChooseCandidateInput {
  analysisId: string;
  candidateId: string;
}

/** POST /api/analyses/{id}/choose: the appraisal redone for the type the owner picked (decision 021). */
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
  const client = useQueryClient();
  return useMutation({
    mutationFn: chooseCandidate,
    meta: { handlesErrors: true },
    // Beyond what the analysis includes, a follow-up uses one of the month's analyses: the meter is re-read.
    onSuccess: () => void invalidateKeys(client, [sessionKeys.usage.all]),
  });
}
