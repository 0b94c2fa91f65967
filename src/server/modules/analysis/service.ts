import type { AnalysisServiceDeps } from './deps';
import { createMarketSearch } from './market-search';
import { createAnalysisReads } from './reads';
import { createReappraisal } from './reappraisal';
import { createAnalysisRuns } from './runs';
import { createStoredAnalyses } from './stored';

export type { AnalysisServiceDeps } from './deps';
export { monthlyLimit } from './runs';

/**
 * The analysis service as the composition root builds it (src/server/composition.ts), from its parts by
 * job: the runs that use one of the month's analyses (runs.ts), the appraisal run again on a stored
 * analysis (reappraisal.ts), the reads that never write (reads.ts), the market search (market-search.ts),
 * over the stored analyses and their rule gate (stored.ts).
 */
export function createAnalysisService(deps: AnalysisServiceDeps) {
  const stored = createStoredAnalyses(deps);
  const reappraisal = createReappraisal(deps, stored);
  return {
    ...createAnalysisRuns(deps, stored),
    ...reappraisal.routes,
    ...createAnalysisReads(deps, stored, reappraisal.reappraise),
    searchMarketplace: createMarketSearch(deps),
  };
}

export type AnalysisService = ReturnType<typeof createAnalysisService>;
