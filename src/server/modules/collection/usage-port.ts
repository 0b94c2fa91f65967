/** Where the dashboard reads how many analyses a user ran this calendar month (UTC). */
export interface UsagePort {
  analysesThisMonth(userId: string): Promise<number>;
}

/**
 * Used until the analysis module is wired in (it records analyses in its `analyses` table; the lead
 * passes its counter as AppDeps.usage). Without that module this server runs no analyses, so zero is
 * the true count, not a placeholder.
 */
export const noAnalysesRecorded: UsagePort = {
  async analysesThisMonth() {
    return 0;
  },
};
