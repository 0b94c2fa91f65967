import type { AnalysisPort } from '../collection/analysis-port';
import { parseAnalysis } from '../../analysis/repair';
import type { AnalysisRepository } from './repository';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The collection's view of analyses: the stored answer an object is saved from. */
export function collectionAnalysisPort(repo: AnalysisRepository): AnalysisPort {
  return {
    async result(userId, analysisId) {
      // The column is a uuid: anything else cannot be an analysis (and must not reach the database).
      if (!uuidPattern.test(analysisId)) return undefined;
      const row = await repo.findOwned(userId, analysisId);
      if (!row || row.status !== 'success' || !row.result) return undefined;
      const parsed = parseAnalysis(row.result);
      return parsed.success ? parsed.value : undefined;
    },
  };
}
