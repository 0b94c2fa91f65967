import { z } from 'zod';
import {
  analysisStepSchema,
  expertiseReportSchema,
  keyCharacteristicsSchema,
  languageSchema,
  marketSourceSchema,
  possibleOriginSchema,
} from './analysis';
import { PASSWORD_MAX } from './auth';
import {
  AMOUNT_MAX,
  DIMENSIONS_MAX,
  MARKS_MAX,
  MATERIALS_MAX,
  RECEIPTS_PER_OBJECT_MAX,
  SERIAL_NUMBER_MAX,
  calendarDateSchema,
} from './collection';
import { COMPARABLES_PER_OBJECT_MAX, createComparableBodySchema } from './comparables';
import { currencySchema } from './choices';

/* ---------- profile and preferences: PATCH /api/auth/user ---------- */

/** Empty text clears a field: '' and null both store null. */
const clearable = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((v) => (v ? v : null));

/** The owner's details the insurance dossier prints (decision 026): lengths the settings form holds too. */
export const OWNER_NAME_MAX = 200;
export const OWNER_ADDRESS_MAX = 500;
export const OWNER_PHONE_MAX = 40;
export const INSURER_MAX = 200;
export const POLICY_NUMBER_MAX = 100;
/** Digits, spaces, + ( ) . - / as people write numbers across countries; at least 4 digits. */
export const phonePattern = /^$|^(?=(?:\D*\d){4})[0-9+()./\- ]+$/;

export const unitsSchema = z.enum(['metric', 'imperial']);
export type Units = z.infer<typeof unitsSchema>;

/**
 * Every key is optional; an unknown key is refused (400) so nobody can slip in role or plan.
 * `defaultCurrency` is the name older settings pages send; it means preferredCurrency.
 * notifications and emailNotifications are accepted and not stored: both switches are disabled for
 * everyone (docs/product.md#settings). The theme is fixed to dark.
 */
export const profilePatchSchema = z
  .strictObject({
    firstName: clearable(100).optional(),
    lastName: clearable(100).optional(),
    username: z
      .string()
      .trim()
      .regex(
        /^$|^[\p{L}\p{N}_.\- ]{2,50}$/u,
        'A username has 2 to 50 letters, digits, spaces, dots, dashes or underscores',
      )
      .nullable()
      .transform((v) => (v ? v : null))
      .optional(),
    email: z.string().trim().toLowerCase().email().max(254).optional(),
    fullName: clearable(OWNER_NAME_MAX).optional(),
    // Lines kept as typed, blank lines and trailing spaces dropped (a pasted address carries both).
    address: z
      .string()
      .max(OWNER_ADDRESS_MAX * 2)
      .transform((v) =>
        v
          .split(/\r?\n/)
          .map((l) => l.trim())
          .filter(Boolean)
          .join('\n'),
      )
      .pipe(z.string().max(OWNER_ADDRESS_MAX))
      .nullable()
      .transform((v) => (v ? v : null))
      .optional(),
    phone: z
      .string()
      .trim()
      .max(OWNER_PHONE_MAX)
      .regex(phonePattern, 'A phone number has digits, spaces and + ( ) . - / only')
      .nullable()
      .transform((v) => (v ? v : null))
      .optional(),
    insurer: clearable(INSURER_MAX).optional(),
    policyNumber: clearable(POLICY_NUMBER_MAX).optional(),
    language: languageSchema.optional(),
    preferredCurrency: currencySchema.optional(),
    defaultCurrency: currencySchema.optional(),
    preferredUnits: unitsSchema.optional(),
    notifications: z.boolean().optional(),
    emailNotifications: z.boolean().optional(),
    theme: z.literal('dark').optional(),
  })
  .refine((b) => !b.preferredCurrency || !b.defaultCurrency || b.preferredCurrency === b.defaultCurrency, {
    message: 'preferredCurrency and defaultCurrency disagree',
    path: ['defaultCurrency'],
  });
export type ProfilePatch = z.input<typeof profilePatchSchema>;

/** 6 characters A–Z0–9, as mailed to the new address. */
export const confirmEmailChangeBodySchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{6}$/, 'The code has 6 letters or digits'),
});

/** DELETE /api/auth/user: the password proves it is the owner, not someone at an unlocked phone. */
export const deleteAccountBodySchema = z.object({ password: z.string().min(1).max(PASSWORD_MAX) });

/* ---------- feature requests ---------- */

export const FEATURE_REQUEST_MAX = 2000;
export const featureRequestBodySchema = z.object({
  description: z.string().trim().min(1, 'Describe the feature').max(FEATURE_REQUEST_MAX),
});
export const featureRequestSchema = z.object({
  id: z.string(),
  description: z.string(),
  createdAt: z.string(),
});
export type FeatureRequest = z.infer<typeof featureRequestSchema>;

/* ---------- data export and import: GET /api/export, POST /api/import ---------- */

export const exportQuerySchema = z.object({
  format: z.enum(['json', 'csv', 'zip']).default('json'),
  /** Excel in a French locale splits CSV on semicolons. */
  delimiter: z.enum(['comma', 'semicolon']).default('comma'),
});

/** The collection module picks integer or text keys; the file keeps them as they are. */
export const collectionIdSchema = z.union([z.number().int(), z.string().trim().min(1).max(64)]);
export type CollectionId = z.infer<typeof collectionIdSchema>;

const text = (max: number) => z.string().trim().max(max).nullable().default(null);
/** Euros; numbers may come as strings, as forms send them. At most what the collection can store. */
const euros = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.replace(',', '.')) : v === '' ? null : v),
  z.number().finite().min(0).max(AMOUNT_MAX).nullable().default(null),
);
/** yyyy-mm-dd, a real day; a timestamp's date part is taken (files from other tools carry times). */
const isoDate = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v) ? v.slice(0, 10) : v),
  calendarDateSchema.nullable().default(null),
);
/** A photo is a URL; image data never travels in an export. */
const photoUrl = z
  .string()
  .max(2000)
  .refine((v) => !v.startsWith('data:'), 'Photos are exported as URLs, not image data');

export const houseTypes = ['primary', 'secondary', 'rental', 'investment', 'inherited'] as const;
export const roomTypes = ['living_room', 'bedroom', 'kitchen', 'study', 'office', 'custom'] as const;

export const houseExportSchema = z.object({
  id: collectionIdSchema,
  name: z.string().trim().min(1).max(200),
  address: text(500),
  postalCode: text(20),
  type: z.enum(houseTypes).nullable().default(null),
  description: text(2000),
  surfaceArea: z.number().finite().min(0).max(AMOUNT_MAX).nullable().default(null),
  acquisitionPrice: euros,
  acquisitionDate: isoDate,
});

export const roomExportSchema = z.object({
  id: collectionIdSchema,
  name: z.string().trim().min(1).max(200),
  // An unknown room type is treated as custom.
  type: z.enum(roomTypes).catch('custom'),
  houseId: collectionIdSchema.nullable().default(null),
});

export const objectExportSchema = z.object({
  id: collectionIdSchema,
  name: z.string().trim().min(1).max(300),
  description: text(4000),
  category: text(300),
  estimatedValueMin: euros,
  estimatedValueMax: euros,
  currency: z.literal('EUR').default('EUR'),
  period: text(300),
  style: text(300),
  origin: text(300),
  /** A level (excellent, good, fair, poor) or, from other tools, a text read by its words. */
  condition: text(300),
  notes: text(4000),
  author: text(300),
  manufacturer: text(300),
  brand: text(300),
  dimensions: text(DIMENSIONS_MAX),
  materials: text(MATERIALS_MAX),
  serialNumber: text(SERIAL_NUMBER_MAX),
  marks: text(MARKS_MAX),
  acquisitionPrice: euros,
  acquisitionDate: isoDate,
  roomId: collectionIdSchema.nullable().default(null),
  imageUrl: photoUrl.nullable().default(null),
  additionalImages: z.array(photoUrl).max(50).default([]),
  /** Receipt and invoice photos (files from before them have none). */
  receiptImages: z.array(photoUrl).max(RECEIPTS_PER_OBJECT_MAX).default([]),
  keyCharacteristics: keyCharacteristicsSchema.nullable().default(null),
  possibleOrigin: possibleOriginSchema.nullable().default(null),
  expertiseReport: expertiseReportSchema.nullable().default(null),
  marketData: z
    .object({ sources: z.array(marketSourceSchema).max(20).default([]) })
    .nullable()
    .default(null),
  confidenceScore: z.number().min(0).max(100).nullable().default(null),
  searchTerms: z.array(z.string().trim().max(300)).max(30).default([]),
  analysisData: z
    .object({ steps: z.array(analysisStepSchema).max(20).default([]) })
    .nullable()
    .default(null),
  createdAt: z.string().nullable().default(null),
  /** What the owner recorded on it; files from before comparables have none. */
  comparables: z.array(createComparableBodySchema).max(COMPARABLES_PER_OBJECT_MAX).default([]),
});

export type HouseExport = z.infer<typeof houseExportSchema>;
export type RoomExport = z.infer<typeof roomExportSchema>;
export type ObjectExport = z.infer<typeof objectExportSchema>;

export const COLLECTION_EXPORT_VERSION = 1;

/** An import file's lists: bounded, as every request is. */
const collectionShape = z.object({
  houses: z.array(houseExportSchema).max(100).default([]),
  rooms: z.array(roomExportSchema).max(2000).default([]),
  objects: z.array(objectExportSchema).max(20000).default([]),
});

/**
 * An object as an export writes it: the same fields, its lists without a maximum. Data already stored is
 * never refused on the way out (decision 020): a bound here is a 500 that keeps owners from their own data.
 */
const exportedObjectSchema = objectExportSchema.extend({
  additionalImages: z.array(photoUrl).default([]),
  receiptImages: z.array(photoUrl).default([]),
  marketData: z
    .object({ sources: z.array(marketSourceSchema).default([]) })
    .nullable()
    .default(null),
  searchTerms: z.array(z.string().trim().max(300)).default([]),
  analysisData: z
    .object({ steps: z.array(analysisStepSchema).default([]) })
    .nullable()
    .default(null),
  comparables: z.array(createComparableBodySchema).default([]),
});

/** What GET /api/export writes: the whole collection, however large (no maximum on any list). */
const exportedShape = z.object({
  houses: z.array(houseExportSchema).default([]),
  rooms: z.array(roomExportSchema).default([]),
  objects: z.array(exportedObjectSchema).default([]),
});

/** Ids are unique per list and every reference points inside the file, so an import can remap them. */
function checkReferences(c: z.infer<typeof exportedShape>, ctx: z.RefinementCtx) {
  const houseIds = uniqueIds(c.houses, 'houses', ctx);
  const roomIds = uniqueIds(c.rooms, 'rooms', ctx);
  uniqueIds(c.objects, 'objects', ctx);
  c.rooms.forEach((r, i) => {
    if (r.houseId !== null && !houseIds.has(String(r.houseId))) {
      ctx.addIssue({
        code: 'custom',
        path: ['rooms', i, 'houseId'],
        message: 'No house with this id in the file',
      });
    }
  });
  c.objects.forEach((o, i) => {
    if (o.roomId !== null && !roomIds.has(String(o.roomId))) {
      ctx.addIssue({
        code: 'custom',
        path: ['objects', i, 'roomId'],
        message: 'No room with this id in the file',
      });
    }
  });
}

function uniqueIds(list: { id: CollectionId }[], key: string, ctx: z.RefinementCtx): Set<string> {
  const seen = new Set<string>();
  list.forEach((item, i) => {
    const id = String(item.id);
    if (seen.has(id)) ctx.addIssue({ code: 'custom', path: [key, i, 'id'], message: 'Duplicate id' });
    seen.add(id);
  });
  return seen;
}

/**
 * What the collection module hands over (GET /api/export) and takes back (ExportPort). Unbounded: the
 * import's bounds are on its request body, collectionExportSchema.
 */
export const collectionContentSchema = exportedShape.superRefine(checkReferences);
export type CollectionContent = z.infer<typeof collectionContentSchema>;

/** The JSON file of GET /api/export?format=json, and the body of POST /api/import. */
export const collectionExportSchema = collectionShape
  .extend({ version: z.literal(COLLECTION_EXPORT_VERSION), exportedAt: z.string() })
  .superRefine(checkReferences);
export type CollectionExport = z.infer<typeof collectionExportSchema>;

export const importSummarySchema = z.object({
  houses: z.number().int(),
  rooms: z.number().int(),
  objects: z.number().int(),
  /** Photo URLs left out because they are not the importing account's photos. */
  imagesSkipped: z.number().int(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;
