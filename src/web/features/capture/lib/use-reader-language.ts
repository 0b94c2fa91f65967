import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { AnalysisResponse } from '../../../../contracts/analysis-api';
import { fetchAnalysis } from '../../../api/analyses';
import { storeAnalysis } from '../../../lib/capture-session';

/**
 * An answer written in another language than the screen's (the language was switched after the capture)
 * is asked for again in the reader's: the server rewrites an offline answer from the same photos, choice
 * and answers, and keeps a vision model's as it was written.
 */
export function useReaderLanguage(
  result: AnalysisResponse | null,
  onResult: (next: AnalysisResponse) => void,
): void {
  const { i18n } = useTranslation();
  const reader = i18n.language === 'en' ? 'en' : 'fr';
  const id = result?.analysisId;
  const written = result?.language;
  useEffect(() => {
    if (!id || !written || written === reader) return;
    let stale = false;
    fetchAnalysis(id, reader)
      .then((next) => {
        if (stale || next.language !== reader) return;
        storeAnalysis(next);
        onResult(next);
      })
      // The answer stays readable as written; nothing to tell the reader.
      .catch(() => undefined);
    return () => {
      stale = true;
    };
    // onResult is a state setter or stable callback; the request depends on the answer and the reader only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, written, reader]);
}
