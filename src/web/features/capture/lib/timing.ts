/**
 * User Timing marks around the analysis, readable in the browser's performance panel and by the
 * end-to-end journey: from the tap on "Use Photos" to the results on screen.
 */
export const USE_PHOTOS_MARK = 'trouvaille:use-photos';
export const PHOTOS_PREPARED_MARK = 'trouvaille:photos-prepared';
export const ANSWER_RECEIVED_MARK = 'trouvaille:answer-received';
export const RESULTS_SHOWN_MARK = 'trouvaille:results-shown';
export const ANALYSIS_MEASURE = 'trouvaille:use-photos-to-results';

export function markResultsShown(): void {
  performance.mark(RESULTS_SHOWN_MARK);
  if (performance.getEntriesByName(USE_PHOTOS_MARK, 'mark').length) {
    performance.measure(ANALYSIS_MEASURE, USE_PHOTOS_MARK, RESULTS_SHOWN_MARK);
  }
}
