import type { AnalysisResponse } from '../../../../contracts/analysis-api';
import {
  conditionFromText,
  DIMENSIONS_MAX,
  isFutureDate,
  MARKS_MAX,
  MATERIALS_MAX,
  SERIAL_NUMBER_MAX,
  type CollectionObject,
  type Condition,
  type KeyCharacteristics,
  type PossibleOrigin,
} from '../../../../contracts/collection';

/** The edit form's fields, as typed (text), so Cancel can restore exactly what was loaded. */
export interface ObjectDraft {
  name: string;
  category: string;
  description: string;
  period: string;
  style: string;
  origin: string;
  /** A level, '' unknown (decision 026). */
  condition: Condition;
  author: string;
  manufacturer: string;
  brand: string;
  notes: string;
  acquisitionPrice: string;
  acquisitionDate: string;
  /** '' means in no room. */
  roomId: string;
  /** What an insurer asks for, as the owner states it. */
  dimensions: string;
  materials: string;
  serialNumber: string;
  marks: string;
}

/** The insurance fields, free text the owner types (never filled by a re-analysis), and their limits. */
export const insuranceLimits = {
  dimensions: DIMENSIONS_MAX,
  materials: MATERIALS_MAX,
  serialNumber: SERIAL_NUMBER_MAX,
  marks: MARKS_MAX,
} as const;
export const insuranceTextFields = Object.keys(insuranceLimits) as (keyof typeof insuranceLimits)[];

/** Text fields a new analysis may also fill (the condition too, read as its level). */
export const analysedTextFields = [
  'name',
  'category',
  'description',
  'period',
  'style',
  'origin',
  'author',
  'manufacturer',
  'brand',
] as const;

export function toDraft(o: CollectionObject): ObjectDraft {
  return {
    name: o.name,
    category: o.category,
    description: o.description,
    period: o.period,
    style: o.style,
    origin: o.origin,
    condition: o.condition,
    author: o.author,
    manufacturer: o.manufacturer,
    brand: o.brand,
    notes: o.notes,
    acquisitionPrice: o.acquisitionPrice === null ? '' : o.acquisitionPrice.toFixed(2),
    acquisitionDate: o.acquisitionDate ?? '',
    roomId: o.roomId === null ? '' : String(o.roomId),
    dimensions: o.dimensions,
    materials: o.materials,
    serialNumber: o.serialNumber,
    marks: o.marks,
  };
}

export type DraftError = 'nameRequired' | 'priceInvalid' | 'dateInFuture' | 'tooLong';

/** A price is a number ≥ 0 (two decimals at most kept), empty is none (docs/product.md#forms). */
export function parsePrice(text: string): number | null | 'invalid' {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const n = Number(trimmed);
  if (!Number.isFinite(n) || n < 0) return 'invalid';
  return Math.round(n * 100) / 100;
}

export function validateDraft(d: ObjectDraft): DraftError | null {
  if (!d.name.trim()) return 'nameRequired';
  if (parsePrice(d.acquisitionPrice) === 'invalid') return 'priceInvalid';
  // The server's rule (DATE_IN_FUTURE), said before sending.
  if (isFutureDate(d.acquisitionDate.trim())) return 'dateInFuture';
  // Said under the field itself (edit-form.tsx); the form is not sent meanwhile.
  if (insuranceTextFields.some((f) => d[f].trim().length > insuranceLimits[f])) return 'tooLong';
  return null;
}

/** The PATCH body of a saved edit: empty price, date or room become null. */
export function draftToPatch(d: ObjectDraft) {
  const price = parsePrice(d.acquisitionPrice);
  return {
    ...Object.fromEntries([...analysedTextFields, ...insuranceTextFields].map((f) => [f, d[f].trim()])),
    condition: d.condition,
    notes: d.notes.trim(),
    acquisitionPrice: price === 'invalid' ? null : price,
    acquisitionDate: d.acquisitionDate.trim() || null,
    roomId: d.roomId === '' ? null : Number(d.roomId),
  };
}

/**
 * After "Save and Update Estimation": the new analysis replaces the identification and the estimate,
 * except the fields the person changed in this very edit (their word beats the model's).
 */
export function analysisToPatch(analysis: AnalysisResponse, draft: ObjectDraft, loaded: ObjectDraft) {
  const text = Object.fromEntries(
    analysedTextFields.map((f) => [f, draft[f].trim() !== loaded[f].trim() ? draft[f].trim() : analysis[f]]),
  );
  // The analysis words the condition in a sentence; the object keeps its level, or the owner's.
  const condition =
    draft.condition !== loaded.condition
      ? draft.condition
      : (conditionFromText(analysis.condition) ?? draft.condition);
  return {
    ...text,
    condition,
    // The value history records this estimate as a re-analysis, not as the owner's edit.
    analysisId: analysis.analysisId,
    estimatedValueMin: analysis.estimatedValueMin,
    estimatedValueMax: analysis.estimatedValueMax,
    confidenceScore: analysis.confidenceScore,
    searchTerms: analysis.searchTerms,
    analysisData: analysis.analysisData,
    expertiseReport: analysis.expertiseReport,
    marketData: analysis.marketData,
    keyCharacteristics: analysis.keyCharacteristics,
    possibleOrigin: analysis.possibleOrigin,
  };
}

/** Comma-separated, trimmed, empty entries dropped. */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export function characteristicsFromText(t: {
  materials: string;
  decorativeStyle: string;
  dimensions: string;
  specificFeatures: string;
}): KeyCharacteristics {
  return {
    materials: splitList(t.materials),
    decorativeStyle: splitList(t.decorativeStyle),
    specificFeatures: splitList(t.specificFeatures),
    dimensions: t.dimensions.trim(),
  };
}

export function originFromText(t: PossibleOrigin): PossibleOrigin {
  return {
    manufacturer: t.manufacturer.trim(),
    period: t.period.trim(),
    location: t.location.trim(),
    productionContext: t.productionContext.trim(),
  };
}
