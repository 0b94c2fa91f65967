import type { SearchMarketplaceBody } from '../../../contracts/analysis-api';
import { hasPremiumEntitlements } from '../../../contracts/plans';
import type { MarketData } from '../../analysis/analyzer';
import { AppError, badRequest, notFound } from '../../errors';
import type { SessionUser } from '../auth/guard';
import type { AnalysisServiceDeps } from './deps';
import { enforceAnalyzerRate } from './rate-limits';

function splitTerms(terms: SearchMarketplaceBody['searchTerms']): string[] {
  const list = typeof terms === 'string' ? terms.split(/[,;\n]/) : (terms ?? []);
  return list.map((t) => t.trim()).filter(Boolean);
}

/** POST /api/search-marketplace: market data for an object (collection, pro and expert plans). */
export function createMarketSearch(
  deps: Pick<AnalysisServiceDeps, 'analyzer' | 'objectSource' | 'hit' | 'log'>,
) {
  const { analyzer, log } = deps;
  return async function searchMarketplace(
    user: SessionUser,
    body: SearchMarketplaceBody,
  ): Promise<{ marketData: MarketData }> {
    if (!hasPremiumEntitlements(user.tier, user.isSuperUser)) {
      throw new AppError(
        'ENTITLEMENT_REQUIRED',
        'Market analysis is part of the Collection, Pro and Expert plans',
      );
    }
    let name = body.name ?? '';
    let category = body.category ?? '';
    let searchTerms = splitTerms(body.searchTerms);
    // The object must be the user's, and fills what the body lacks.
    if (body.objectId !== undefined) {
      const object = await deps.objectSource.find(user.id, body.objectId);
      if (!object) throw notFound('Object not found');
      name ||= object.name;
      category ||= object.category;
      if (!searchTerms.length) searchTerms = object.searchTerms;
    }
    if (!name && !searchTerms.length) throw badRequest('name or searchTerms is required');
    await enforceAnalyzerRate(deps.hit, user.id);
    try {
      const marketData = await analyzer.searchMarket({
        name,
        category,
        searchTerms,
        language: body.language ?? user.language,
      });
      return { marketData };
    } catch (err) {
      log.warn({ err: (err as Error).cause ?? err, provider: analyzer.provider }, 'market search failed');
      throw err;
    }
  };
}
