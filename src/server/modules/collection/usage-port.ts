/**
 * Where the dashboard reads how many analyses a user ran this calendar month (UTC): the analysis module's
 * count, passed in by the composition root.
 */
export interface UsagePort {
  analysesThisMonth(userId: string): Promise<number>;
}
