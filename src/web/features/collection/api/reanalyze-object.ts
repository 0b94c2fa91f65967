import { useMutation } from '@tanstack/react-query';
import type { AnalysisResponse } from '../../../../contracts/analysis-api';
import { apiRequest } from '../../../lib/api-client';
import type { Language } from '../../../lib/language';

/** POST /api/reanalyze {objectId}: a new analysis of the object's photos (counts as a monthly analysis). */
export function reanalyzeObject(input: { objectId: number; language: Language }): Promise<AnalysisResponse> {
  return apiRequest<AnalysisResponse>('/api/reanalyze', { method: 'POST', body: input });
}

export function useReanalyzeObject() {
  return useMutation({ mutationFn: reanalyzeObject, meta: { handlesErrors: true } });
}
