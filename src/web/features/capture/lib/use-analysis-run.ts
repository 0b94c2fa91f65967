import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import type { TFunction } from '../../../lib/i18n';
import type { AnalysisResponse } from '../../../../contracts/analysis-api';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-catalogue';
import { loadCapturedPhotos, storeAnalysis } from '../../../lib/capture-session';
import { currentLanguage } from '../../../lib/i18n';
import { showToast } from '../../../lib/toast';
import { useAnalyzeComplete } from '../../../api/analyses';
import { isCompleteResult, readStoredResult } from './analysis-result';
import { prepareForUpload } from './image';
import { ANSWER_RECEIVED_MARK, PHOTOS_PREPARED_MARK } from './timing';

export type AnalysisPhase =
  | { step: 'prepare'; done: number; total: number }
  | { step: 'upload'; fraction: number }
  | { step: 'analyze' };

export type AnalysisRun =
  | { status: 'running'; phase: AnalysisPhase }
  /** fresh: obtained on this visit (the "Analysis Complete" modal opens), not read back from storage */
  | { status: 'done'; result: AnalysisResponse; fresh: boolean }
  | { status: 'failed'; message: string };

class IncompleteResult extends Error {}

/** The photo a refusal names, as the server reports it in details.field (image, image_1, …). */
function photoIndex(details: unknown): number | null {
  const field = details && typeof details === 'object' ? (details as { field?: unknown }).field : undefined;
  if (field === 'image') return 1;
  const m = typeof field === 'string' ? /^image_(\d+)$/.exec(field) : null;
  return m ? Number(m[1]) + 1 : null;
}

export function failureMessage(
  error: unknown,
  t: TFunction,
  exists: (key: string) => boolean,
  photoCount: number,
): string {
  if (error instanceof IncompleteResult) return t('analysis.failed.incomplete');
  if (!isApiError(error)) return t('analysis.failed.default');
  const codeKey = `analysis.failed.codes.${error.code}`;
  const known = error.code && exists(`capture:${codeKey}`) ? t(codeKey as never) : null;
  const index = photoIndex((error.body as { details?: unknown } | null)?.details);
  if (known && index && photoCount > 1) return t('analysis.failed.photo', { index, message: known });
  // Never the server's own words (English, for developers): the code's text from the catalogue instead.
  return known ?? errorMessage(t, error, t('analysis.failed.default'));
}

/**
 * /analysis (docs/product.md#appraisal): one run per visit (StrictMode's second effect does not start
 * another), a stored result is shown again instead of spending another analysis, 429 leads to the
 * usage-limit screen.
 */
export function useAnalysisRun(): AnalysisRun {
  const { t, i18n } = useTranslation('capture');
  const navigate = useNavigate();
  const analyze = useAnalyzeComplete();
  const [run, setRun] = useState<AnalysisRun>(() => {
    const stored = readStoredResult();
    return stored
      ? { status: 'done', result: stored, fresh: false }
      : { status: 'running', phase: { step: 'prepare', done: 0, total: 0 } };
  });
  const started = useRef(false);
  const mounted = useRef(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    mounted.current = true;
    if (!started.current && run.status === 'running') {
      started.current = true;
      void start();
    }
    return () => {
      mounted.current = false;
      // StrictMode runs this cleanup and the effect again straight away: only a real departure aborts.
      setTimeout(() => {
        if (!mounted.current) controller.current?.abort();
      }, 0);
    };
    // Once per visit by design: the run reads everything it needs when it starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function start() {
    const ctrl = new AbortController();
    controller.current = ctrl;
    const photos = await loadCapturedPhotos().catch(() => null);
    if (ctrl.signal.aborted) return;
    if (!photos?.length) {
      showToast({
        title: t('analysis.noPhotos.title'),
        description: t('analysis.noPhotos.message'),
        variant: 'destructive',
      });
      navigate('/camera', { replace: true });
      return;
    }
    try {
      let done = 0;
      setRun({ status: 'running', phase: { step: 'prepare', done, total: photos.length } });
      // Side by side: decoding and JPEG encoding run off the main thread. The stored photos are at most
      // 1920x1080, so even ten of them decoded at once stay small.
      const uploads = await Promise.all(
        photos.map(async (photo) => {
          const upload = await prepareForUpload(photo.blob);
          done += 1;
          setRun({ status: 'running', phase: { step: 'prepare', done, total: photos.length } });
          return upload;
        }),
      );
      if (ctrl.signal.aborted) return;
      performance.mark(PHOTOS_PREPARED_MARK);
      setRun({ status: 'running', phase: { step: 'upload', fraction: 0 } });
      const result = await analyze.mutateAsync({
        photos: uploads,
        language: currentLanguage(),
        signal: ctrl.signal,
        onUploadProgress: (fraction) =>
          setRun({
            status: 'running',
            phase: fraction < 1 ? { step: 'upload', fraction } : { step: 'analyze' },
          }),
      });
      performance.mark(ANSWER_RECEIVED_MARK);
      if (!isCompleteResult(result)) throw new IncompleteResult();
      storeAnalysis(result);
      setRun({ status: 'done', result, fresh: true });
    } catch (error) {
      if (ctrl.signal.aborted) return;
      if (isApiError(error) && error.status === 429) {
        navigate('/usage-limit-reached', { replace: true });
        return;
      }
      showToast({
        title: t('analysis.failed.toastTitle'),
        description: t('analysis.failed.toastMessage'),
        variant: 'destructive',
      });
      setRun({
        status: 'failed',
        message: failureMessage(error, t, (key) => i18n.exists(key), photos.length),
      });
    }
  }

  return run;
}
