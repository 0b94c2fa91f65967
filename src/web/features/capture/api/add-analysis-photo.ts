import { useMutation } from '@tanstack/react-query';
import type { AnalysisResponse } from '../../../../contracts/analysis-api';
import { apiRequest } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { fileToCapturedPhoto, prepareForUpload } from '../lib/image';

export interface AddPhotoInput {
  analysisId: string;
  file: Blob;
}

/**
 * POST /api/analyses/{id}/photos: a close-up (the mark underneath, a signature, a label) joins the analysis
 * and the appraisal is redone on every photo, without using an analysis.
 */
export async function addAnalysisPhoto({ analysisId, file }: AddPhotoInput): Promise<AnalysisResponse> {
  const form = new FormData();
  form.append('image', await prepareForUpload(await fileToCapturedPhoto(file)), 'close-up.jpg');
  form.append('language', currentLanguage());
  return apiRequest<AnalysisResponse>(`/api/analyses/${encodeURIComponent(analysisId)}/photos`, {
    method: 'POST',
    body: form,
  });
}

export function useAddAnalysisPhoto() {
  return useMutation({ mutationFn: addAnalysisPhoto, meta: { handlesErrors: true } });
}
