import type { AnalysisPort } from '../collection/analysis-port';
import type { AnalysisRepository } from './repository';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The collection's view of analyses: what a saved object's analysis suspected. */
export function collectionAnalysisPort(repo: AnalysisRepository): AnalysisPort {
  return {
    async regulatedFlags(userId, analysisId) {
      // The column is a uuid: anything else cannot be an analysis (and must not reach the database).
      if (!uuidPattern.test(analysisId)) return [];
      const row = await repo.findOwned(userId, analysisId);
      if (!row || row.status !== 'success') return [];
      return row.result?.regulatedFlags ?? [];
    },
    async owns(userId, analysisId) {
      if (!uuidPattern.test(analysisId)) return false;
      const row = await repo.findOwned(userId, analysisId);
      return row?.status === 'success';
    },
  };
}
