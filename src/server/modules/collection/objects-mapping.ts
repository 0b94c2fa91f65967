import type { AnalysisResult } from '../../../contracts/analysis';
import type {
  AnalysisData,
  CollectionObject,
  KeyCharacteristics,
  ObjectListItem,
  PossibleOrigin,
} from '../../../contracts/collection';
import type { LightObjectRow, ObjectRow } from './objects-repository';

export const emptyKeyCharacteristics = (): KeyCharacteristics => ({
  materials: [],
  decorativeStyle: [],
  specificFeatures: [],
  dimensions: '',
});
export const emptyPossibleOrigin = (): PossibleOrigin => ({
  manufacturer: '',
  period: '',
  location: '',
  productionContext: '',
});

export function toListItem(row: LightObjectRow, thumbnailUrl: (id: string) => string): ObjectListItem {
  const photoId = row.photoId;
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    roomId: row.roomId,
    estimatedValueMin: row.estimatedValueMin,
    estimatedValueMax: row.estimatedValueMax,
    currency: 'EUR',
    confidenceScore: row.confidenceScore,
    thumbnailUrl: photoId ? thumbnailUrl(photoId) : null,
    imageUrl: row.imageUrl,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toObject(row: ObjectRow, thumbnailUrl: (id: string) => string): CollectionObject {
  return {
    ...toListItem({ ...row, photoId: row.photoIds[0] ?? null }, thumbnailUrl),
    description: row.description,
    period: row.period,
    style: row.style,
    origin: row.origin,
    condition: row.condition,
    notes: row.notes,
    author: row.author,
    manufacturer: row.manufacturer,
    brand: row.brand,
    acquisitionPrice: row.acquisitionPrice,
    acquisitionDate: row.acquisitionDate,
    additionalImages: row.additionalImages,
    keyCharacteristics: row.keyCharacteristics ?? emptyKeyCharacteristics(),
    possibleOrigin: row.possibleOrigin ?? emptyPossibleOrigin(),
    expertiseReport: row.expertiseReport ?? {},
    marketData: row.marketData ?? { sources: [] },
    analysisData: row.analysisData ?? { steps: [] },
    searchTerms: row.searchTerms,
    analysisId: row.analysisId,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * An analysis's steps and, when it names a price, what its range rests on (written by the server from its
 * price knowledge; absent on results stored before it existed).
 */
export function analysisDataOf(a: AnalysisResult): AnalysisData {
  const basis = a.estimatedValueMax > 0 ? a.valuationBasis : undefined;
  return { steps: a.analysisData?.steps ?? [], ...(basis ? { valuationBasis: basis } : {}) };
}

/** Steps sent by a client, without a basis: only an analysis the server stored can give one. */
export function withoutBasis(data: AnalysisData | undefined): AnalysisData {
  return { steps: data?.steps ?? [] };
}

/**
 * The object fields an analysis gives, from its stored answer. An answer that names no price (0–0, below
 * the confidence floor) gives no estimate rather than a worthless one.
 */
export function fromAnalysis(a: AnalysisResult) {
  const priced = a.estimatedValueMax > 0;
  return {
    description: a.description,
    category: a.category,
    estimatedValueMin: priced ? a.estimatedValueMin : null,
    estimatedValueMax: priced ? a.estimatedValueMax : null,
    confidenceScore: a.confidenceScore,
    period: a.period,
    style: a.style,
    origin: a.origin,
    condition: a.condition,
    author: a.author,
    manufacturer: a.manufacturer,
    brand: a.brand,
    searchTerms: a.searchTerms,
  };
}
