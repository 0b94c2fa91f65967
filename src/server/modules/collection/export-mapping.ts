import type { z } from 'zod';
import {
  expertiseReportSchema,
  keyCharacteristicsSchema,
  possibleOriginSchema,
} from '../../../contracts/analysis';
import type { HouseExport, ObjectExport, RoomExport } from '../../../contracts/account';
import { comparableKindSchema, toEuros } from '../../../contracts/comparables';
import { currencySchema } from '../../../contracts/choices';
import {
  conditionFromText,
  houseTypeSchema,
  objectAnalysisDataSchema,
  objectMarketDataSchema,
  readRoomType,
} from '../../../contracts/collection';
import type { ComparableRow, ComparableValues } from './comparables-repository';
import type { HouseRow } from './houses-repository';
import { emptyKeyCharacteristics, emptyPossibleOrigin } from './objects-mapping';
import type { ObjectRow, ObjectValues } from './objects-repository';
import type { RoomRow } from './rooms-repository';

/** Rows as an export file carries them (src/contracts/account.ts): photo URLs, euros, the stored ids. */

const orNull = (s: string | null) => (s ? s : null);

/**
 * A stored JSON field in the file's shape. Rows written by older versions may not fit it; such a field is
 * left out rather than failing the whole download.
 */
function fit<T>(schema: z.ZodType<T>, value: unknown): T | null {
  if (value === null || value === undefined) return null;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function houseToExport(row: HouseRow): HouseExport {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    postalCode: row.postalCode,
    type: houseTypeSchema.catch('primary').parse(row.type),
    description: row.description,
    surfaceArea: row.surfaceArea,
    acquisitionPrice: row.acquisitionPrice,
    acquisitionDate: row.acquisitionDate,
  };
}

export function roomToExport(row: RoomRow): RoomExport {
  return { id: row.id, name: row.name, type: readRoomType(row.type), houseId: row.houseId };
}

export function objectToExport(row: ObjectRow, comparables: ComparableRow[] = []): ObjectExport {
  return {
    id: row.id,
    name: row.name,
    description: orNull(row.description),
    category: orNull(row.category),
    estimatedValueMin: row.estimatedValueMin,
    estimatedValueMax: row.estimatedValueMax,
    currency: 'EUR',
    period: orNull(row.period),
    style: orNull(row.style),
    origin: orNull(row.origin),
    condition: orNull(row.condition),
    notes: orNull(row.notes),
    author: orNull(row.author),
    manufacturer: orNull(row.manufacturer),
    brand: orNull(row.brand),
    dimensions: orNull(row.dimensions),
    materials: orNull(row.materials),
    serialNumber: orNull(row.serialNumber),
    marks: orNull(row.marks),
    acquisitionPrice: row.acquisitionPrice,
    acquisitionDate: row.acquisitionDate,
    roomId: row.roomId,
    imageUrl: row.imageUrl,
    additionalImages: row.additionalImages,
    receiptImages: row.receiptPhotoIds.map((id) => `/api/photos/${id}`),
    keyCharacteristics: fit(keyCharacteristicsSchema, row.keyCharacteristics),
    possibleOrigin: fit(possibleOriginSchema, row.possibleOrigin),
    expertiseReport: fit(expertiseReportSchema, row.expertiseReport),
    marketData: fit(objectMarketDataSchema, row.marketData),
    confidenceScore: row.confidenceScore,
    // Rows written before list items were held to 300 characters still fit the file's shape.
    searchTerms: row.searchTerms.slice(0, 30).map((term) => term.slice(0, 300)),
    analysisData: fit(objectAnalysisDataSchema, row.analysisData),
    createdAt: row.createdAt.toISOString(),
    comparables: comparables.map(comparableToExport),
  };
}

/** A comparable as typed (its euro price is worked out again on import, at the rates of that day). */
export function comparableToExport(row: ComparableRow): ObjectExport['comparables'][number] {
  return {
    title: row.title,
    price: row.price,
    currency: currencySchema.catch('EUR').parse(row.currency),
    date: row.soldOn,
    url: row.url,
    kind: comparableKindSchema.catch('sold').parse(row.kind),
    note: row.note,
  };
}

/**
 * A file's condition as the scale (decision 026): a level, or a text read by its words; a text naming no
 * level is kept at the end of the notes, labelled in the owner's language, as migration 0013 did.
 */
function conditionAndNotes(o: ObjectExport, language: 'fr' | 'en'): { condition: string; notes: string } {
  const text = (o.condition ?? '').trim();
  const notes = o.notes ?? '';
  const level = conditionFromText(text);
  if (level !== null) return { condition: level, notes };
  const label = language === 'en' ? 'Condition: ' : 'État\u00a0: ';
  return { condition: '', notes: [notes, `${label}${text}`].filter(Boolean).join('\n\n').slice(0, 4000) };
}

/** An object of the file as values of a new row: blanks as the API stores them, defaults for what is missing. */
export function objectFromExport(
  o: ObjectExport,
  place: {
    roomId: number | null;
    imageUrl: string | null;
    additionalImages: string[];
    photoIds: string[];
    receiptPhotoIds: string[];
  },
  now: Date,
  language: 'fr' | 'en' = 'fr',
): ObjectValues & { createdAt: Date } {
  const created = o.createdAt ? new Date(o.createdAt) : now;
  return {
    name: o.name,
    description: o.description ?? '',
    category: o.category ?? '',
    estimatedValueMin: o.estimatedValueMin,
    estimatedValueMax: o.estimatedValueMax,
    confidenceScore: o.confidenceScore,
    period: o.period ?? '',
    style: o.style ?? '',
    origin: o.origin ?? '',
    ...conditionAndNotes(o, language),
    author: o.author ?? '',
    manufacturer: o.manufacturer ?? '',
    brand: o.brand ?? '',
    dimensions: o.dimensions ?? '',
    materials: o.materials ?? '',
    serialNumber: o.serialNumber ?? '',
    marks: o.marks ?? '',
    acquisitionPrice: o.acquisitionPrice,
    acquisitionDate: o.acquisitionDate,
    keyCharacteristics: o.keyCharacteristics ?? emptyKeyCharacteristics(),
    possibleOrigin: o.possibleOrigin ?? emptyPossibleOrigin(),
    expertiseReport: o.expertiseReport ?? {},
    marketData: o.marketData ?? { sources: [] },
    analysisData: o.analysisData ?? { steps: [] },
    searchTerms: [...new Set(o.searchTerms.filter(Boolean))],
    analysisId: null,
    ...place,
    // The file's date keeps "added this month" truthful after a move; nonsense or the future becomes now.
    createdAt: Number.isNaN(created.getTime()) || created > now ? now : created,
  };
}

/** The comparables of a file object as rows of the object just inserted for it. */
export function comparablesFromExport(
  o: ObjectExport,
  objectId: number,
): (ComparableValues & { objectId: number })[] {
  return o.comparables.map((c) => ({
    objectId,
    title: c.title,
    price: c.price,
    currency: c.currency,
    priceEur: toEuros(c.price, c.currency),
    soldOn: c.date,
    url: c.url,
    kind: c.kind,
    note: c.note,
  }));
}
