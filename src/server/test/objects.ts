import { expect } from 'vitest';
import { analysisResultSchema, type AnalysisResult } from '../../contracts/analysis';
import type { Client } from './members';

/** POST /api/objects with the capture flow's object (and `extra`), which must be saved: its body. */
export async function saveObject(c: Client, extra: Record<string, unknown> = {}) {
  const res = await c.call('POST', '/api/objects', savedObject(extra));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** The saved-object shape as the capture flow posts it (docs/product.md#saving-an-object). */
export function savedObject(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Pendule Louis XVI',
    description: 'Pendule en bronze doré, cadran émaillé.',
    category: 'Horlogerie',
    imageUrl: null,
    additionalImages: [],
    estimatedValueMin: 800,
    estimatedValueMax: 1500,
    currency: 'EUR',
    confidenceScore: 72,
    period: 'XVIIIe siècle',
    style: 'Louis XVI',
    origin: 'France',
    condition: 'Bon état',
    roomId: null,
    marketData: {
      sources: [{ name: 'Drouot', priceRange: '900 € – 1 400 €', description: 'ventes récentes' }],
    },
    analysisData: { steps: [{ step: 1, title: 'Identification', description: 'Cadran signé' }] },
    keyCharacteristics: {
      materials: ['bronze', 'émail'],
      decorativeStyle: ['néoclassique'],
      specificFeatures: [],
      dimensions: '45 cm',
    },
    possibleOrigin: {
      manufacturer: 'Lepaute',
      period: '1780',
      location: 'Paris',
      productionContext: 'atelier',
    },
    expertiseReport: {
      valuationDetails: {
        baseValue: 800,
        highEndValue: 1500,
        marketConditions: 'stable',
        factorsInfluencingPrice: ['signature'],
      },
      furtherResearch: { recommendations: ['examiner le mouvement'], verificationSteps: [] },
    },
    searchTerms: ['pendule louis xvi', 'bronze doré'],
    author: '',
    manufacturer: 'Lepaute',
    brand: '',
    ...overrides,
  };
}

/** The analysis answer behind `savedObject(overrides)`: what the capture flow saves came from it. */
export function analysisOf(overrides: Record<string, unknown> = {}): AnalysisResult {
  return analysisResultSchema.parse({ evidence: [], regulatedFlags: [], ...savedObject(overrides) });
}
