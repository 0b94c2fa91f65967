import type { AnalysisResult } from '../../../contracts/analysis';

/** What the collection reads of the analysis an object is saved from (the analysis module implements it). */
export interface AnalysisPort {
  /**
   * The stored answer of one of the user's own successful analyses; undefined for anything else (another
   * user's, a failed one, an unknown id): an object may only be saved from the user's own.
   */
  result(userId: string, analysisId: string): Promise<AnalysisResult | undefined>;
}
