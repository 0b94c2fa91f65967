/** What the collection reads of the analysis an object is saved from (the analysis module implements it). */
export interface AnalysisPort {
  /**
   * The regulated materials (ivory, protected species, weapons...) the user's analysis suspected; empty
   * when it suspected none, or is not this user's successful analysis.
   */
  regulatedFlags(userId: string, analysisId: string): Promise<string[]>;
  /** Whether this is one of the user's own successful analyses (an object may only be saved from those). */
  owns(userId: string, analysisId: string): Promise<boolean>;
}
