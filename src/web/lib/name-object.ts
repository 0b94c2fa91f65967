import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnalysisResponse } from '../../contracts/analysis-api';
import { apiRequest } from './api-client';
import { currentLanguage } from './i18n';
import { invalidateKeys, sessionKeys } from './query-keys';

/** An object type found from the owner's words, or, when none fits, their own words in a family. */
export type NameObjectInput = { analysisId: string } & (
  { typeId: string } | { text: string; familyId: string }
);

/** POST /api/analyses/{id}/name: the appraisal redone for what the owner says the object is (decision 021). */
export function nameObject({ analysisId, ...naming }: NameObjectInput): Promise<AnalysisResponse> {
  return apiRequest<AnalysisResponse>(`/api/analyses/${encodeURIComponent(analysisId)}/name`, {
    method: 'POST',
    body: { ...naming, language: currentLanguage() },
  });
}

export function useNameObject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: nameObject,
    meta: { handlesErrors: true },
    // Beyond what the analysis includes, a follow-up uses one of the month's analyses: the meter is re-read.
    onSuccess: () => void invalidateKeys(client, [sessionKeys.usage.all]),
  });
}
