import type { UsagePort } from '../../ports';
import { monthStart, type AnalysisRepository } from './repository';

/** The analysis counts the account, subscription and admin areas read (src/server/ports.ts). */
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
