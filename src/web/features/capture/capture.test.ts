import { describe, expect, it } from 'vitest';
import type { AnalysisResponse } from '../../../contracts/analysis-api';
import { createObjectBodySchema } from '../../../contracts/collection';
import { ApiError } from '../../lib/api-client';
import { translatorFor } from '../../lib/translate';
import en from '../../locales/en/capture.json';
import enCommon from '../../locales/en/common.json';
import { excerpt, isCompleteResult, isGamesAndToys, orUnknown, savedObjectBody } from './lib/analysis-result';
import { centredCrop, fitWithin, UPLOAD_MAX_SIDE, VIEWFINDER_ASPECT } from '../../lib/photo-geometry';
import { itemCountLabel } from './lib/rooms';
import { failureMessage } from './lib/use-analysis-run';

describe('capture geometry', () => {
  it('crops a landscape frame to the 3:4 viewfinder, centred', () => {
    expect(centredCrop(1280, 720, VIEWFINDER_ASPECT)).toEqual({ sx: 370, sy: 0, sw: 540, sh: 720 });
  });

  it('crops a tall portrait frame to 3:4 from the middle', () => {
    expect(centredCrop(720, 1280, VIEWFINDER_ASPECT)).toEqual({ sx: 0, sy: 160, sw: 720, sh: 960 });
  });

  it('fits within 1920x1080 either way round and never enlarges', () => {
    expect(fitWithin(4000, 3000, 1920, 1080)).toEqual({ width: 1440, height: 1080 });
    expect(fitWithin(3000, 4000, 1920, 1080)).toEqual({ width: 1080, height: 1440 });
    expect(fitWithin(540, 720, 1920, 1080)).toEqual({ width: 540, height: 720 });
  });

  it('keeps an upload within the long side the server and models use', () => {
    const { width, height } = fitWithin(1440, 1920, UPLOAD_MAX_SIDE);
    expect(Math.max(width, height)).toBe(UPLOAD_MAX_SIDE);
    expect(width / height).toBeCloseTo(0.75, 2);
  });
});

const result = {
  analysisId: '0b6c3a52-4a3f-4a63-9a8e-3f1f7b9a1c11',
  name: 'Violin',
  description: 'A violin '.repeat(30),
  category: 'Musical instruments',
  confidenceScore: 72,
  estimatedValueMin: 300,
  estimatedValueMax: 900,
  currency: 'EUR',
  period: '',
  style: '',
  origin: '',
  condition: '',
  author: '',
  manufacturer: '',
  brand: '',
  evidence: [],
  keyCharacteristics: {
    materials: ['spruce', 'maple'],
    decorativeStyle: [],
    specificFeatures: [],
    dimensions: '',
  },
  possibleOrigin: { manufacturer: '', period: '', location: '', productionContext: '' },
  expertiseReport: {
    keyCharacteristics: {
      materials: ['spruce'],
      decorativeStyle: [],
      specificFeatures: [],
      dimensions: '60 cm',
    },
    possibleOrigin: { manufacturer: '', period: '', location: 'Mirecourt', productionContext: '' },
  },
  marketData: { sources: [{ name: 'Catawiki', priceRange: '300 € – 900 €', description: '' }] },
  analysisData: { steps: [{ step: 1, title: 'Photos received', description: 'ok' }] },
  searchTerms: ['violin'],
  regulatedFlags: [],
  candidates: [],
  photos: [],
  imageUrl: '/api/photos/7d9f4b8e-0d3c-4d5e-9c1a-2b3c4d5e6f70',
  additionalImages: ['/api/photos/8e0a5c9f-1e4d-4e6f-8d2b-3c4d5e6f7081'],
  provider: 'embedded',
  model: 'none',
  language: 'en',
} satisfies AnalysisResponse;

describe('analysis result', () => {
  it('needs a name and both value bounds', () => {
    expect(isCompleteResult(result)).toBe(true);
    expect(isCompleteResult({ ...result, name: ' ' })).toBe(false);
    expect(isCompleteResult({ ...result, estimatedValueMax: null })).toBe(false);
    expect(isCompleteResult({ ...result, estimatedValueMin: undefined })).toBe(false);
    expect(isCompleteResult('nope')).toBe(false);
  });

  it('cuts the description at 100 characters', () => {
    expect(excerpt(result.description)).toHaveLength(101);
    expect(excerpt('short')).toBe('short');
  });

  it('reads blank as Unknown and knows the games category in both languages', () => {
    expect(orUnknown('  ', 'Unknown')).toBe('Unknown');
    expect(isGamesAndToys('Games & Toys')).toBe(true);
    expect(isGamesAndToys('Jeux et jouets')).toBe(true);
    expect(isGamesAndToys('Furniture')).toBe(false);
  });

  it('saves an analysed object by its analysisId, pointing at the stored photos', () => {
    const body = createObjectBodySchema.parse(savedObjectBody(result, 12));
    expect(body).toMatchObject({
      name: 'Violin',
      roomId: 12,
      imageUrl: result.imageUrl,
      additionalImages: result.additionalImages,
      analysisId: result.analysisId,
    });
    // The server copies the analysis: the body carries none of its values.
    expect(Object.keys(savedObjectBody(result, 12)).sort()).toEqual(
      ['additionalImages', 'analysisId', 'imageUrl', 'name', 'roomId'].sort(),
    );
  });
});

describe('rooms', () => {
  it('caps the item badge at 99+', () => {
    expect(itemCountLabel(0)).toEqual({ count: 0, badge: null });
    expect(itemCountLabel(99).badge).toBe('99');
    expect(itemCountLabel(100).badge).toBe('99+');
  });
});

describe('analysis failure text', () => {
  const { t, exists } = translatorFor('en', { capture: en, common: enCommon }, 'capture');
  const refused = (code: string, details?: unknown) =>
    new ApiError({
      status: 400,
      path: '/api/analyze-complete',
      text: '',
      body: { error: 'server words', code, details },
    });

  it('translates known codes and names the photo at fault', () => {
    expect(failureMessage(refused('VALIDATION'), t, exists, 1)).toBe(en.analysis.failed.codes.VALIDATION);
    expect(failureMessage(refused('VALIDATION', { field: 'image_1' }), t, exists, 2)).toBe(
      `Photo 2: ${en.analysis.failed.codes.VALIDATION}`,
    );
  });

  it("says a code of the catalogue in the reader's words, never the server's", () => {
    expect(failureMessage(refused('RATE_LIMITED'), t, exists, 1)).toBe(enCommon.errors.codes.RATE_LIMITED);
    expect(failureMessage(refused('SOMETHING_NEW'), t, exists, 1)).toBe(en.analysis.failed.default);
    expect(failureMessage(new Error('x'), t, exists, 1)).toBe(en.analysis.failed.default);
  });
});
