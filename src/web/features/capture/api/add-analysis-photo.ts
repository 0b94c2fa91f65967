import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnalysisResponse } from '../../../../contracts/analysis-api';
import { apiRequest } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { invalidateKeys, sessionKeys } from '../../../lib/query-keys';
import { fileToCapturedPhoto, prepareForUpload } from '../lib/image';

export interface AddPhotoInput {
  analysisId: string;
  file: Blob;
}

/**
 * POST /api/analyses/{id}/photos: a close-up (the mark underneath, a signature, a label) joins the analysis
 * and the appraisal is redone on every photo; one of the close-ups the analysis includes (decision 021).
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
  const client = useQueryClient();
  return useMutation({
    mutationFn: addAnalysisPhoto,
    meta: { handlesErrors: true },
    // Beyond what the analysis includes, a follow-up uses one of the month's analyses: the meter is re-read.
    onSuccess: () => void invalidateKeys(client, [sessionKeys.usage.all]),
  });
}
