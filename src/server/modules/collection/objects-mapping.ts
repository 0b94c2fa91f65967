import type { AnalysisResult } from '../../../contracts/analysis';
import {
  conditionFromText,
  conditionSchema,
  MARKS_MAX,
  type AnalysisData,
  type CollectionObject,
  type KeyCharacteristics,
  type ObjectListItem,
  type PossibleOrigin,
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
    condition: conditionSchema.catch('').parse(row.condition),
    notes: row.notes,
    author: row.author,
    manufacturer: row.manufacturer,
    brand: row.brand,
    dimensions: row.dimensions,
    materials: row.materials,
    serialNumber: row.serialNumber,
    marks: row.marks,
    acquisitionPrice: row.acquisitionPrice,
    acquisitionDate: row.acquisitionDate,
    additionalImages: row.additionalImages,
    receiptPhotoIds: row.receiptPhotoIds,
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
    // The analysis words it in a sentence ("Bon, petites traces d'usage"); the object keeps the level.
    condition: conditionFromText(a.condition) ?? '',
    author: a.author,
    manufacturer: a.manufacturer,
    brand: a.brand,
    searchTerms: a.searchTerms,
    marks: marksOf(a),
  };
}

/**
 * The marks field as an analysis fills it: the text read on the photos, and the makers or hallmarks
 * recognised in it when they add a name the text does not spell out.
 */
export function marksOf(a: Pick<AnalysisResult, 'textRead' | 'marksRecognised'>): string {
  const read = (a.textRead ?? '').trim();
  const names = [...new Set((a.marksRecognised ?? []).map((m) => m.name.trim()).filter(Boolean))].filter(
    (n) => !read.toLowerCase().includes(n.toLowerCase()),
  );
  return [read, names.join(', ')].filter(Boolean).join(' — ').slice(0, MARKS_MAX);
}
