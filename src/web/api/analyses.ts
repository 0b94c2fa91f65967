import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../contracts/analysis';
import type { AnalysisResponse, ObjectTypesResponse, StoredAnalysis } from '../../contracts/analysis-api';
import { ApiError, apiRequest } from '../lib/api-client';
import { currentLanguage, useTranslation } from '../lib/i18n';
import { analysisKeys, dashboardKeys, invalidateKeys, objectTypeKeys, sessionKeys } from '../lib/query-keys';
import { reportNetworkFailure, reportNetworkSuccess } from '../lib/connectivity';
import { IDEMPOTENCY_HEADER, withIdempotencyKey } from '../lib/idempotency';
import { useOwnErrorsMutation } from './own-errors-mutation';

/**
 * GET /api/analyses/{id}; with `language`, the answer in that language (the server rewrites an offline
 * answer from the same photos, choice and answers).
 */
export function fetchAnalysis(
  id: string,
  language?: Language,
  signal?: AbortSignal,
): Promise<StoredAnalysis> {
  const query = language ? `?language=${language}` : '';
  return apiRequest<StoredAnalysis>(`/api/analyses/${encodeURIComponent(id)}${query}`, { signal });
}

/**
 * In the reader's language, as the object beside it: the object screen compares the two to tell the
 * owner's words from the analyzer's (decision 030).
 */
export const analysisQueryOptions = (id: string, language: Language) =>
  queryOptions({
    queryKey: analysisKeys.detail(id, language),
    queryFn: ({ signal }) => fetchAnalysis(id, language, signal),
    staleTime: 60_000,
  });

/** GET /api/analyses/{id}: the appraisal an object's estimate came from (its questions, its facts). */
export function useAnalysis(id: string | null) {
  const { i18n } = useTranslation();
  return useQuery({ ...analysisQueryOptions(id ?? '', i18n.language), enabled: !!id });
}

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

export interface AddPhotoInput {
  analysisId: string;
  file: Blob;
}

/**
 * POST /api/analyses/{id}/photos: a close-up (the mark underneath, a signature, a label) joins the analysis
 * and the appraisal is redone on every photo; one of the close-ups the analysis includes (decision 021).
 * `prepare` turns the chosen file into the JPEG sent (the capture's image pipeline, which this shared layer
 * may not import).
 */
export async function addAnalysisPhoto(
  { analysisId, file }: AddPhotoInput,
  prepare: (file: Blob) => Promise<Blob> = async (f) => f,
): Promise<AnalysisResponse> {
  const form = new FormData();
  form.append('image', await prepare(file), 'close-up.jpg');
  form.append('language', currentLanguage());
  return apiRequest<AnalysisResponse>(`/api/analyses/${encodeURIComponent(analysisId)}/photos`, {
    method: 'POST',
    body: form,
  });
}

export function useAddAnalysisPhoto(prepare?: (file: Blob) => Promise<Blob>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AddPhotoInput) => addAnalysisPhoto(input, prepare),
    meta: { handlesErrors: true },
    // Beyond what the analysis includes, a follow-up uses one of the month's analyses: the meter is re-read.
    onSuccess: () => void invalidateKeys(client, [sessionKeys.usage.all]),
  });
}

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
  // Beyond what the analysis includes, a follow-up uses one of the month's analyses: the meter is re-read.
  return useOwnErrorsMutation(chooseCandidate, (c) => void invalidateKeys(c, [sessionKeys.usage.all]));
}

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
  // Beyond what the analysis includes, a follow-up uses one of the month's analyses: the meter is re-read.
  return useOwnErrorsMutation(refineAnalysis, (c) => void invalidateKeys(c, [sessionKeys.usage.all]));
}

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
  // Beyond what the analysis includes, a follow-up uses one of the month's analyses: the meter is re-read.
  return useOwnErrorsMutation(nameObject, (c) => void invalidateKeys(c, [sessionKeys.usage.all]));
}

/** GET /api/object-types: the object types the words name (at most 8) and every family, in the reader's language. */
export function fetchObjectTypes(
  q: string,
  language: string,
  signal?: AbortSignal,
): Promise<ObjectTypesResponse> {
  const query = new URLSearchParams({ q, language });
  return apiRequest<ObjectTypesResponse>(`/api/object-types?${query}`, { signal });
}

/**
 * The types matching what the owner typed; the families come with every answer (also for an empty query),
 * for "keep my own words". The previous answer stays shown while the next is fetched.
 */
export function useObjectTypes(q: string, enabled = true) {
  const language = currentLanguage();
  return useQuery({
    enabled,
    queryKey: objectTypeKeys.search(q, language),
    queryFn: ({ signal }) => fetchObjectTypes(q, language, signal),
    // The catalogue changes with a deployment, not while the owner types.
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });
}
