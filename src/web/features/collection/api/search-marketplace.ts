import { useMutation } from '@tanstack/react-query';
import type { MarketData } from '../../../../contracts/analysis';
import { apiRequest } from '../../../lib/api-client';
import type { Language } from '../../../lib/language';

export interface SearchMarketplaceInput {
  objectId: number;
  name: string;
  category: string;
  searchTerms: string[];
  language: Language;
}

/** POST /api/search-marketplace: market sources for the object (Connaisseur, Pro, Expert). */
export function searchMarketplace(body: SearchMarketplaceInput): Promise<{ marketData: MarketData }> {
  return apiRequest<{ marketData: MarketData }>('/api/search-marketplace', { method: 'POST', body });
}

export function useSearchMarketplace() {
  return useMutation({ mutationFn: searchMarketplace, meta: { handlesErrors: true } });
}
