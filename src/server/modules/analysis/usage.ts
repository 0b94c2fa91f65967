import { monthStart, type AnalysisRepository } from './repository';

/**
 * The analysis counts other modules read (the signed-in user, subscription, admin, dashboard). Only
 * successful analyses count (docs/product.md#limits).
 */
export interface UsagePort {
  /** Successful analyses of this user since the first instant of the current calendar month, UTC. */
  analysesThisMonth(userId: string): Promise<number>;
  /** Successful analyses of every user created in [since, until); a missing bound is open. */
  totalAnalyses(since?: Date, until?: Date): Promise<number>;
  /** Successful analyses over all time for each of these users; users without any may be absent. */
  analysisCounts(userIds: string[]): Promise<Record<string, number>>;
  /** The latest successful analyses of all users, newest first, at most `limit`. */
  recentAnalyses(
    limit: number,
  ): Promise<{ id: string; userId: string; objectName: string | null; createdAt: Date }[]>;
}

export function analysisUsage(repo: AnalysisRepository): UsagePort {
  return {
    analysesThisMonth: (userId) => repo.countSucceeded(userId, monthStart()),
    totalAnalyses: (since, until) => repo.totalSucceeded(since, until),
    analysisCounts: (userIds) => repo.succeededPerUser(userIds),
    async recentAnalyses(limit) {
      const rows = await repo.recentSucceeded(limit);
      return rows.map((r) => ({
        id: r.id,
        userId: r.userId,
        objectName: r.result?.name ?? null,
        createdAt: r.createdAt,
      }));
    },
  };
}
