import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../../contracts/analysis';
import type { AnalysisResponse } from '../../../../contracts/analysis-api';
import { ApiError } from '../../../lib/api-client';
import { reportNetworkFailure, reportNetworkSuccess } from '../../../lib/connectivity';
import { IDEMPOTENCY_HEADER, withIdempotencyKey } from '../../../lib/idempotency';
import { dashboardKeys, invalidateKeys, sessionKeys } from '../../../lib/query-keys';

export interface AnalyzeInput {
  /** JPEGs in the order they were taken: the first is the object's main photo. */
  photos: Blob[];
  language: Language;
  /** 0..1 as the bytes leave; fetch has no upload progress, hence XMLHttpRequest. */
  onUploadProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

const PATH = '/api/analyze-complete';

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The appraisal request (docs/architecture.md, "The path of an appraisal"): multipart image, image_1…,
 * imageCount (and the interface language for the texts). One Idempotency-Key per analysis asked: a send repeated after a lost answer spends one analysis, not two.
 */
export function analyzeComplete(input: AnalyzeInput): Promise<AnalysisResponse> {
  return withIdempotencyKey((key) => send(input, key), { signal: input.signal });
}

function send(
  { photos, language, onUploadProgress, signal }: AnalyzeInput,
  key: string,
): Promise<AnalysisResponse> {
  const form = new FormData();
  photos.forEach((photo, i) => form.append(i === 0 ? 'image' : `image_${i}`, photo, `photo-${i + 1}.jpg`));
  form.append('imageCount', String(photos.length));
  form.append('language', language);

  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Aborted', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', PATH);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(IDEMPOTENCY_HEADER, key);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onUploadProgress?.(event.loaded / event.total);
    };
    xhr.upload.onload = () => onUploadProgress?.(1);
    xhr.onload = () => {
      reportNetworkSuccess();
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as AnalysisResponse);
      else
        reject(
          new ApiError({ status: xhr.status, path: PATH, text: xhr.responseText || xhr.statusText, body }),
        );
    };
    xhr.onerror = () => {
      reportNetworkFailure();
      reject(new ApiError({ status: 0, path: PATH, text: 'Network error', body: null }));
    };
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

export function useAnalyzeComplete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyzeComplete,
    // The screen has its own failure view and the 429 redirect.
    meta: { handlesErrors: true },
    onSuccess: () =>
      // A success counts against the month: the account, usage and dashboard figures change.
      invalidateKeys(queryClient, [sessionKeys.user.all, sessionKeys.usage.all, dashboardKeys.stats.all]),
  });
}
