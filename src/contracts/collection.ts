import { z } from 'zod';
import {
  analysisStepSchema,
  furtherResearchSchema,
  languageSchema,
  marketSourceSchema,
  valuationBasisSchema,
  valuationDetailsSchema,
} from './analysis';

/**
 * The collection API (docs/product.md#collection-screens, #forms): houses, rooms, objects, dashboard stats.
 * Request schemas are lenient where the forms send strings ("12.50", "", comma lists) and strict on
 * anything that could be stored wrongly. Amounts are euros.
 */

/** Rooms, houses and objects have integer ids. */
export const idSchema = z.number().int().positive().max(2_147_483_647);
const idParam = z.coerce.number().int().positive().max(2_147_483_647);
export const idParamsSchema = z.object({ id: idParam });
export const roomIdParamsSchema = z.object({ roomId: idParam });

// ---------------------------------------------------------------- shared field types

const shortText = z.string().trim().max(300);
/** An object's name: a short text (the forms count against it and say when it is past). */
export const OBJECT_NAME_MAX = 300;
const longText = z.string().trim().max(4000);

/** A forgotten field and an emptied one both mean "no value". */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** The largest amount stored: amounts are numeric(14, 2) columns (12 digits of euros, 2 of cents). */
export const AMOUNT_MAX = 999_999_999_999.99;

/** Euros, ≥ 0, two decimals; numbers or numeric strings (the forms send both). */
export const amountSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v),
  z
    .number()
    .min(0)
    .max(AMOUNT_MAX)
    .transform((n) => Math.round(n * 100) / 100),
);
export const nullableAmountSchema = z.preprocess(blankToNull, amountSchema.nullable());

/** YYYY-MM-DD, a real day; year 0000 does not exist for the database (it would fail the write). */
export const calendarDateSchema = z.iso
  .date('A date is yyyy-mm-dd')
  .refine((v) => !v.startsWith('0000'), 'A date is yyyy-mm-dd');

/**
 * The last day an acquisition may carry: today where the world is furthest ahead (UTC+14), so an owner
 * anywhere can enter their own today and no one can enter a day that has not begun anywhere.
 */
export function latestAcquisitionDate(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10);
}

/** True when a yyyy-mm-dd date is later than any today on Earth (DATE_IN_FUTURE). */
export const isFutureDate = (date: string | null | undefined, now: Date = new Date()): boolean =>
  Boolean(date) && date! > latestAcquisitionDate(now);

/** Calendar date, YYYY-MM-DD; empty means none (docs/product.md#forms). */
export const nullableDateSchema = z.preprocess(blankToNull, calendarDateSchema.nullable());

/**
 * A list typed as comma-separated text or sent as an array: trimmed, empties dropped, duplicates kept out
 * (docs/product.md#forms).
 */
export const looseListSchema = z
  .union([z.string().max(4000), z.array(z.string().max(300)).max(50)])
  .transform((v) => {
    const parts = (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean);
    return [...new Set(parts)].slice(0, 30);
  })
  // A typed list's items are held to the array's limit too (an export file carries them as a list).
  .pipe(z.array(z.string().max(300, 'Each item has at most 300 characters')));

// ---------------------------------------------------------------- rooms

export const roomTypes = ['living_room', 'bedroom', 'kitchen', 'study', 'office', 'custom'] as const;
export const roomTypeSchema = z.enum(roomTypes);
export type RoomType = z.infer<typeof roomTypeSchema>;

/** Rows written before a type existed, or by older clients, read back as custom. */
export function readRoomType(value: string | null | undefined): RoomType {
  return (roomTypes as readonly string[]).includes(value ?? '') ? (value as RoomType) : 'custom';
}

export const ROOM_NAME_MAX = 80;
const roomName = z.string().trim().min(1, 'A room needs a name').max(ROOM_NAME_MAX);

export const createRoomBodySchema = z.object({
  name: roomName,
  type: roomTypeSchema,
  houseId: idSchema.optional(),
});
export type CreateRoomBody = z.infer<typeof createRoomBodySchema>;

/** PUT: the whole room (houseId may stay where it is). */
export const replaceRoomBodySchema = createRoomBodySchema;

/** PATCH: any of the fields. */
export const patchRoomBodySchema = z.object({
  name: roomName.optional(),
  type: roomTypeSchema.optional(),
  houseId: idSchema.optional(),
});
export type PatchRoomBody = z.infer<typeof patchRoomBodySchema>;

/**
 * DELETE /api/rooms/{id} body (docs/product.md#collection-screens): objects move to moveToRoomId unless
 * deleteObjects is true. An empty room needs neither. No body at all is an empty-room delete.
 */
export const deleteRoomBodySchema = z
  .object({
    moveToRoomId: idSchema.nullish(),
    deleteObjects: z.boolean().optional(),
  })
  .nullish();
export type DeleteRoomBody = z.infer<typeof deleteRoomBodySchema>;

export const roomSchema = z.object({
  id: idSchema,
  name: z.string(),
  type: roomTypeSchema,
  houseId: idSchema,
  objectCount: z.number().int(),
  createdAt: z.string(),
});
export type Room = z.infer<typeof roomSchema>;

export const deleteRoomResultSchema = z.object({
  ok: z.literal(true),
  movedObjects: z.number().int(),
  deletedObjects: z.number().int(),
});

// ---------------------------------------------------------------- condition

/** An object's condition, as the analysis asks it and an insurer reads it; '' is unknown (decision 026). */
export const conditions = ['excellent', 'good', 'fair', 'poor'] as const;
export type Condition = (typeof conditions)[number] | '';
export const conditionSchema = z.enum([...conditions, '']);

// The same words as migration 0013, which mapped the free texts stored before the scale. Accented letters
// are letters: a word boundary is "no letter or digit on that side".
const word = (w: string) => `(?<![\\p{L}\\p{N}])(?:${w})(?![\\p{L}\\p{N}])`;
const conditionWords: [Exclude<Condition, ''>, RegExp][] = [
  [
    'excellent',
    new RegExp(
      `excellent|comme neuf|like new|as new|parfait|pristine|${word('mint|neu(?:f|ve)s?|new')}`,
      'iu',
    ),
  ],
  ['poor', new RegExp(`mauvais|abîm|abim|endommag|cassé|broken|damaged|très usé|${word('poor|bad')}`, 'iu')],
  ['good', new RegExp(word('bon(?:ne)?|good|fine'), 'iu')],
  ['fair', new RegExp(`usé|usure|passable|moyen|défaut|defaut|flaw|${word('worn|fair|correct')}`, 'iu')],
];
const unknownCondition =
  /^(inconnue?|unknown|n\/?a|non (précisé|évalué|renseigné)|not (known|assessed|stated)|[-?.…]*)$/iu;

/**
 * The level a condition text names ('excellent', "Bon état, légères traces d'usage", "Worn, visible
 * flaws"...), '' for an unknown one ("Inconnu", "Unknown", ''), null when it names none.
 */
export function conditionFromText(text: string | null | undefined): Condition | null {
  const t = (text ?? '').normalize('NFC').trim();
  const exact = t.toLowerCase();
  if ((conditions as readonly string[]).includes(exact)) return exact as Condition;
  if (unknownCondition.test(t)) return '';
  for (const [level, re] of conditionWords) if (re.test(t)) return level;
  return null;
}

/** A request's condition: a level, '' (unknown), or a text naming one; any other text is refused. */
export const conditionInputSchema = z.preprocess(
  (v) => (typeof v === 'string' ? (conditionFromText(v) ?? v) : (v ?? '')),
  conditionSchema,
);

// ---------------------------------------------------------------- houses

export const houseTypes = ['primary', 'secondary', 'rental', 'investment', 'inherited'] as const;
export const houseTypeSchema = z.enum(houseTypes);
export type HouseType = z.infer<typeof houseTypeSchema>;

export const HOUSE_NAME_MAX = 120;
const houseName = z.string().trim().min(1, 'A house needs a name').max(HOUSE_NAME_MAX);
const optionalText = (max: number) =>
  z.preprocess(blankToNull, z.string().trim().max(max).nullable()).optional();

export const createHouseBodySchema = z.object({
  name: houseName,
  address: optionalText(300),
  postalCode: optionalText(20),
  type: houseTypeSchema.default('primary'),
  description: optionalText(2000),
});
export type CreateHouseBody = z.infer<typeof createHouseBodySchema>;

/**
 * PUT /api/houses/{id}: either dialog's payload (inventory dialog: name, address, postalCode,
 * surfaceArea, acquisitionPrice, acquisitionDate; houses screen: name, address, type, description).
 * Fields left out keep their value.
 */
export const updateHouseBodySchema = z.object({
  name: houseName,
  address: optionalText(300),
  postalCode: optionalText(20),
  surfaceArea: nullableAmountSchema.optional(),
  acquisitionPrice: nullableAmountSchema.optional(),
  acquisitionDate: nullableDateSchema.optional(),
  type: houseTypeSchema.optional(),
  description: optionalText(2000),
});
export type UpdateHouseBody = z.infer<typeof updateHouseBodySchema>;

export const houseSchema = z.object({
  id: idSchema,
  name: z.string(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  surfaceArea: z.number().nullable(),
  acquisitionPrice: z.number().nullable(),
  acquisitionDate: z.string().nullable(),
  type: houseTypeSchema,
  description: z.string().nullable(),
  /** The default house: new rooms go here; every user has exactly one. */
  isMain: z.boolean(),
  roomCount: z.number().int(),
  objectCount: z.number().int(),
  totalValueMin: z.number(),
  totalValueMax: z.number(),
  createdAt: z.string(),
});
export type House = z.infer<typeof houseSchema>;

export const MAIN_HOUSE_NAMES = { en: 'Main House', fr: 'Maison principale' } as const;

// ---------------------------------------------------------------- objects

/** Photos are referenced by the URL the photo store gives (/api/photos/{uuid}). */
export const photoUrlPattern =
  /^\/api\/photos\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
/** A photo still inline (clients may send data URLs): the server stores it and keeps its URL. */
export const dataUrlPattern = /^data:image\/[a-z0-9.+-]+;base64,/i;
export const DATA_URL_MAX = 16 * 1024 * 1024;
export const PHOTOS_PER_OBJECT_MAX = 20;
/** Receipts and invoices an object keeps beside its photos (decision 026). */
export const RECEIPTS_PER_OBJECT_MAX = 10;

/** The insurance fields' lengths (the forms hold them too). */
export const DIMENSIONS_MAX = 300;
export const MATERIALS_MAX = 300;
export const SERIAL_NUMBER_MAX = 100;
export const MARKS_MAX = 1000;

const photoRefSchema = z
  .string()
  .trim()
  .max(DATA_URL_MAX)
  // A client may echo back a thumbnail URL; the object keeps the photo itself.
  .transform((v) => (v.startsWith('/api/photos/') ? v.split('?')[0] : v))
  .refine(
    (v) => photoUrlPattern.test(v) || dataUrlPattern.test(v),
    'Expected /api/photos/{id} or a data:image URL',
  );

const textKeyCharacteristics = z.object({
  materials: looseListSchema.default([]),
  decorativeStyle: looseListSchema.default([]),
  specificFeatures: looseListSchema.default([]),
  dimensions: shortText.default(''),
});
const textPossibleOrigin = z.object({
  manufacturer: shortText.default(''),
  period: shortText.default(''),
  location: shortText.default(''),
  productionContext: longText.default(''),
});
export const objectKeyCharacteristicsSchema = textKeyCharacteristics;
export const objectPossibleOriginSchema = textPossibleOrigin;
export const objectExpertiseReportSchema = z.object({
  keyCharacteristics: textKeyCharacteristics.optional(),
  possibleOrigin: textPossibleOrigin.optional(),
  valuationDetails: valuationDetailsSchema.optional(),
  furtherResearch: furtherResearchSchema.optional(),
});
export const objectMarketDataSchema = z.object({ sources: z.array(marketSourceSchema).max(20).default([]) });
export const objectAnalysisDataSchema = z.object({
  steps: z.array(analysisStepSchema).max(20).default([]),
  /**
   * What the object's range rests on, copied by the server from the analysis that gave that range; absent
   * once the range is another's (the owner's, the comparables') and on objects saved before it existed.
   */
  valuationBasis: valuationBasisSchema.optional(),
});

export type KeyCharacteristics = z.infer<typeof objectKeyCharacteristicsSchema>;
export type PossibleOrigin = z.infer<typeof objectPossibleOriginSchema>;
export type ExpertiseReport = z.infer<typeof objectExpertiseReportSchema>;
export type MarketData = z.infer<typeof objectMarketDataSchema>;
export type AnalysisData = z.infer<typeof objectAnalysisDataSchema>;

/** Every field a person may edit on an object (docs/product.md#forms). */
const editableObjectFields = {
  name: shortText.min(1, 'An object needs a name'),
  description: longText,
  category: shortText,
  estimatedValueMin: nullableAmountSchema,
  estimatedValueMax: nullableAmountSchema,
  confidenceScore: z.number().min(0).max(100).nullable(),
  period: shortText,
  style: shortText,
  origin: shortText,
  condition: conditionInputSchema,
  notes: longText,
  author: shortText,
  manufacturer: shortText,
  brand: shortText,
  dimensions: z.string().trim().max(DIMENSIONS_MAX),
  materials: z.string().trim().max(MATERIALS_MAX),
  serialNumber: z.string().trim().max(SERIAL_NUMBER_MAX),
  marks: z.string().trim().max(MARKS_MAX),
  acquisitionPrice: nullableAmountSchema,
  /** Never after today (DATE_IN_FUTURE, checked by the service against the clock). */
  acquisitionDate: nullableDateSchema,
  roomId: idSchema.nullable(),
  imageUrl: z.preprocess(blankToNull, photoRefSchema.nullable()),
  additionalImages: z.array(photoRefSchema).max(PHOTOS_PER_OBJECT_MAX - 1),
  /** Receipt photos, /api/photos/{id} or data URLs as for the object's photos; the list replaces the old one. */
  receipts: z.array(photoRefSchema).max(RECEIPTS_PER_OBJECT_MAX),
  keyCharacteristics: objectKeyCharacteristicsSchema,
  possibleOrigin: objectPossibleOriginSchema,
  expertiseReport: objectExpertiseReportSchema,
  marketData: objectMarketDataSchema,
  analysisData: objectAnalysisDataSchema,
  searchTerms: looseListSchema,
};

const rangeInOrder = (v: { estimatedValueMin?: number | null; estimatedValueMax?: number | null }) =>
  v.estimatedValueMin == null || v.estimatedValueMax == null || v.estimatedValueMin <= v.estimatedValueMax;
const rangeMessage = {
  message: 'estimatedValueMin must not exceed estimatedValueMax',
  path: ['estimatedValueMin'],
};

/**
 * POST /api/objects: the saved-object shape (docs/product.md#saving-an-object; unknown analysis keys are
 * ignored).
 */
export const createObjectBodySchema = z
  .object({
    ...editableObjectFields,
    description: editableObjectFields.description.default(''),
    category: editableObjectFields.category.default(''),
    estimatedValueMin: editableObjectFields.estimatedValueMin.default(null),
    estimatedValueMax: editableObjectFields.estimatedValueMax.default(null),
    confidenceScore: editableObjectFields.confidenceScore.default(null),
    currency: z.literal('EUR').default('EUR'),
    period: shortText.default(''),
    style: shortText.default(''),
    origin: shortText.default(''),
    condition: conditionInputSchema,
    notes: longText.default(''),
    author: shortText.default(''),
    manufacturer: shortText.default(''),
    brand: shortText.default(''),
    dimensions: editableObjectFields.dimensions.default(''),
    materials: editableObjectFields.materials.default(''),
    serialNumber: editableObjectFields.serialNumber.default(''),
    marks: editableObjectFields.marks.default(''),
    receipts: editableObjectFields.receipts.default([]),
    acquisitionPrice: editableObjectFields.acquisitionPrice.default(null),
    acquisitionDate: editableObjectFields.acquisitionDate.default(null),
    roomId: editableObjectFields.roomId.default(null),
    imageUrl: editableObjectFields.imageUrl.default(null),
    additionalImages: editableObjectFields.additionalImages.default([]),
    keyCharacteristics: objectKeyCharacteristicsSchema.optional(),
    possibleOrigin: objectPossibleOriginSchema.optional(),
    expertiseReport: objectExpertiseReportSchema.optional(),
    marketData: objectMarketDataSchema.optional(),
    analysisData: objectAnalysisDataSchema.optional(),
    searchTerms: looseListSchema.default([]),
    /** The analysis this object was saved from (history, re-analysis). */
    analysisId: z.uuid().nullish(),
  })
  .refine(rangeInOrder, rangeMessage);
export type CreateObjectBody = z.infer<typeof createObjectBodySchema>;

/** PATCH /api/objects/{id}: any editable fields, or only keyCharacteristics, or only possibleOrigin. */
export const patchObjectBodySchema = z
  .object(editableObjectFields)
  .partial()
  .extend({
    /** "Save and update estimation": the re-analysis the new estimate comes from (the history says so). */
    analysisId: z.uuid().optional(),
  })
  .refine(rangeInOrder, rangeMessage);
export type PatchObjectBody = z.infer<typeof patchObjectBodySchema>;

/** What lists carry: small (≤ 1 kB), never image data nor the big JSON of the full object. */
export const objectListItemSchema = z.object({
  id: idSchema,
  name: z.string(),
  category: z.string(),
  roomId: idSchema.nullable(),
  estimatedValueMin: z.number().nullable(),
  estimatedValueMax: z.number().nullable(),
  currency: z.literal('EUR'),
  confidenceScore: z.number().nullable(),
  thumbnailUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type ObjectListItem = z.infer<typeof objectListItemSchema>;

export const objectSchema = objectListItemSchema.extend({
  description: z.string(),
  period: z.string(),
  style: z.string(),
  origin: z.string(),
  condition: conditionSchema.catch(''),
  notes: z.string(),
  author: z.string(),
  manufacturer: z.string(),
  brand: z.string(),
  dimensions: z.string(),
  materials: z.string(),
  serialNumber: z.string(),
  marks: z.string(),
  acquisitionPrice: z.number().nullable(),
  acquisitionDate: z.string().nullable(),
  additionalImages: z.array(z.string()),
  /** Receipt and invoice photos (GET /api/photos/{id}), in the owner's order. */
  receiptPhotoIds: z.array(z.string()),
  keyCharacteristics: objectKeyCharacteristicsSchema,
  possibleOrigin: objectPossibleOriginSchema,
  expertiseReport: objectExpertiseReportSchema,
  // An answer's lists carry what is stored, however long: the requests' maxima stay on the requests
  // (decision 020: a bound on an answer turns data already kept into a 500).
  marketData: objectMarketDataSchema.extend({ sources: z.array(marketSourceSchema).default([]) }),
  analysisData: objectAnalysisDataSchema.extend({ steps: z.array(analysisStepSchema).default([]) }),
  searchTerms: z.array(z.string()),
  analysisId: z.string().nullable(),
  updatedAt: z.string(),
  /**
   * The language of the analyzer's words shown, when it is not the reader's: a vision model's answer (or
   * one saved before both languages were kept) cannot be written again (decision 030). Absent otherwise.
   */
  textsLanguage: languageSchema.optional(),
});
export type CollectionObject = z.infer<typeof objectSchema>;

export const objectSorts = ['newest', 'name', 'value_asc', 'value_desc'] as const;
export const objectSortSchema = z.enum(objectSorts);
export type ObjectSort = z.infer<typeof objectSortSchema>;
export const OBJECTS_PAGE_MAX = 200;

/**
 * GET /api/objects query. Without `limit` the answer is the full list as an array (the original answer);
 * with it, a page `{ items, nextCursor }`.
 */
export const listObjectsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(OBJECTS_PAGE_MAX).optional(),
  cursor: z.string().max(400).optional(),
  roomId: idParam.optional(),
  q: z.string().trim().max(100).optional(),
  sort: objectSortSchema.default('newest'),
  /** Objects created at or after this instant (the collection's this-month filter). */
  since: z
    .union([z.iso.datetime({ offset: true }), z.iso.date()])
    .refine((v) => !v.startsWith('0000'), 'Year 0000 does not exist')
    .optional(),
  /** The reader's: the analyzer's names come in it (decision 030); else the device's or account's. */
  language: languageSchema.optional(),
});
export type ListObjectsQuery = z.infer<typeof listObjectsQuerySchema>;

export const objectPageSchema = z.object({
  items: z.array(objectListItemSchema),
  nextCursor: z.string().nullable(),
});
export type ObjectPage = z.infer<typeof objectPageSchema>;

// ---------------------------------------------------------------- dashboard

export const RECENT_OBJECTS_DAYS = 7;
export const RECENT_OBJECTS_MAX = 3;

/** GET /api/dashboard/stats (the figures of docs/product.md#dashboard). */
export const dashboardStatsSchema = z.object({
  objectCount: z.number().int(),
  roomCount: z.number().int(),
  houseCount: z.number().int(),
  totalValueMin: z.number(),
  totalValueMax: z.number(),
  analysesThisMonth: z.number().int(),
  /** ≤ 3 objects created in the last 7 days, newest first */
  recentObjects: z.array(objectListItemSchema),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const okSchema = z.object({ ok: z.literal(true) });
