import { z } from 'zod';
import {
  collectionIdSchema,
  houseExportSchema,
  objectExportSchema,
  roomExportSchema,
  type CollectionId,
} from './account';
import { AMOUNT_MAX, calendarDateSchema, PHOTOS_PER_OBJECT_MAX, RECEIPTS_PER_OBJECT_MAX } from './collection';
import { COMPARABLES_PER_OBJECT_MAX, createComparableBodySchema } from './comparables';
import { VALUATION_NOTE_MAX, valuationSourceSchema, valueKindSchema } from './valuations';

/**
 * The collection archive: GET /api/export?format=zip, and POST /api/import with an application/zip body.
 * A ZIP holding `collection.json` (the manifest below) and `photos/<name>` for every photo an object uses
 * (stored as the server keeps them, not recompressed). docs/export-format.md describes it.
 */

export const ARCHIVE_FORMAT = 'trouvaille-collection';
export const ARCHIVE_VERSION = 1;
export const ARCHIVE_MANIFEST = 'collection.json';
export const ARCHIVE_PHOTO_DIR = 'photos/';
export const ARCHIVE_CONTENT_TYPE = 'application/zip';
const ARCHIVE_OBJECTS_MAX = 200_000;

/** What an import accepts; past any of these the archive is refused before anything is written. */
export const archiveLimits = {
  /** The upload itself. */
  uploadBytes: 4 * 1024 ** 3,
  /** Entries in the archive (the manifest and every photo). */
  entries: 200_000,
  /** Every entry once uncompressed, together. */
  totalBytes: 8 * 1024 ** 3,
  /** The manifest once uncompressed (20,000 objects with full analyses take about 60 MB). */
  manifestBytes: 256 * 1024 ** 2,
  /** One photo (the image pipeline refuses larger ones anyway). */
  photoBytes: 30 * 1024 ** 2,
} as const;

/** A photo's file name inside photos/: plain, no folder, an image extension. */
export const archivePhotoNameSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}\.(jpg|jpeg|png|webp)$/, 'Not a photo file name');

const euros = z.number().finite().min(0).max(AMOUNT_MAX).nullable();

export const archiveHouseSchema = houseExportSchema.extend({
  /** The exporting account's main house: it becomes the importer's main house when that one is empty. */
  main: z.boolean().default(false),
});

export const archiveValuationSchema = z.object({
  id: collectionIdSchema,
  source: valuationSourceSchema,
  low: euros,
  high: euros,
  confidence: z.number().min(0).max(100).nullable(),
  note: z.string().max(VALUATION_NOTE_MAX).default(''),
  /** Absent in archives made before it: market. */
  valueKind: valueKindSchema.default('market'),
  valuedOn: calendarDateSchema,
  createdAt: z.iso.datetime({ offset: true }).nullable().default(null),
});

export const archiveComparableSchema = createComparableBodySchema.extend({
  id: collectionIdSchema,
  /** The euro price as recorded (the day's rate then); worked out again when missing. */
  priceEur: euros.default(null),
});

export const archiveObjectSchema = objectExportSchema
  .omit({ imageUrl: true, additionalImages: true, receiptImages: true, comparables: true })
  .extend({
    /** File names under photos/, the first one the object's image. */
    photos: z.array(archivePhotoNameSchema).max(PHOTOS_PER_OBJECT_MAX).default([]),
    /** Receipts and invoices, file names under photos/ too (archives from before them have none). */
    receipts: z.array(archivePhotoNameSchema).max(RECEIPTS_PER_OBJECT_MAX).default([]),
    /** The value history, oldest first: estimates and recorded figures (sales, expert valuations). */
    valuations: z.array(archiveValuationSchema).max(10_000).default([]),
    comparables: z.array(archiveComparableSchema).max(COMPARABLES_PER_OBJECT_MAX).default([]),
  });

const archiveShape = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.literal(ARCHIVE_VERSION),
  exportedAt: z.string(),
  /** The exporting collection, the same in each of its exports: with each row's id, what an import recognises. */
  origin: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, 'Not an origin id'),
  houses: z.array(archiveHouseSchema).max(1000).default([]),
  rooms: z.array(roomExportSchema).max(20_000).default([]),
  objects: z.array(archiveObjectSchema).max(ARCHIVE_OBJECTS_MAX).default([]),
});

export interface ArchiveIssue {
  path: (string | number)[];
  message: string;
}

function uniqueIds(
  list: { id: CollectionId }[],
  path: (string | number)[],
  issues: ArchiveIssue[],
): Set<string> {
  const seen = new Set<string>();
  list.forEach((item, i) => {
    const id = String(item.id);
    if (seen.has(id)) issues.push({ path: [...path, i, 'id'], message: 'Duplicate id' });
    seen.add(id);
  });
  return seen;
}

/** What a manifest whose every row fits may still get wrong: ids twice, references that point nowhere. */
export function archiveIssues(a: z.infer<typeof archiveShape>): ArchiveIssue[] {
  const issues: ArchiveIssue[] = [];
  const houseIds = uniqueIds(a.houses, ['houses'], issues);
  const roomIds = uniqueIds(a.rooms, ['rooms'], issues);
  uniqueIds(a.objects, ['objects'], issues);
  uniqueIds(
    a.objects.flatMap((o) => o.valuations),
    ['valuations'],
    issues,
  );
  uniqueIds(
    a.objects.flatMap((o) => o.comparables),
    ['comparables'],
    issues,
  );
  a.rooms.forEach((r, i) => {
    if (r.houseId !== null && !houseIds.has(String(r.houseId))) {
      issues.push({ path: ['rooms', i, 'houseId'], message: 'No house with this id' });
    }
  });
  a.objects.forEach((o, i) => {
    if (o.roomId !== null && !roomIds.has(String(o.roomId))) {
      issues.push({ path: ['objects', i, 'roomId'], message: 'No room with this id' });
    }
    if (
      o.estimatedValueMin !== null &&
      o.estimatedValueMax !== null &&
      o.estimatedValueMin > o.estimatedValueMax
    ) {
      issues.push({
        path: ['objects', i, 'estimatedValueMin'],
        message: 'estimatedValueMin must not exceed estimatedValueMax',
      });
    }
  });
  return issues;
}

/** collection.json */
export const archiveManifestSchema = archiveShape.superRefine((a, ctx) => {
  for (const issue of archiveIssues(a)) ctx.addIssue({ code: 'custom', ...issue });
});
/**
 * The manifest with its objects unchecked, and the objects' own schema: a reader of a large archive
 * checks the objects a batch at a time (then `archiveIssues` on the whole), rather than in one long call.
 */
export const archiveEnvelopeSchema = archiveShape.extend({
  objects: z.array(z.unknown()).max(ARCHIVE_OBJECTS_MAX).default([]),
});
export const archiveObjectListSchema = z.array(archiveObjectSchema);
export type ArchiveManifest = z.infer<typeof archiveManifestSchema>;
export type ArchiveHouse = z.infer<typeof archiveHouseSchema>;
export type ArchiveObject = z.infer<typeof archiveObjectSchema>;
export type ArchiveValuation = z.infer<typeof archiveValuationSchema>;
export type ArchiveComparable = z.infer<typeof archiveComparableSchema>;

/** POST /api/import of an archive: what it added, what was already there, the photos it restored. */
export const archiveImportSummarySchema = z.object({
  added: z.object({
    houses: z.number().int(),
    rooms: z.number().int(),
    objects: z.number().int(),
    valuations: z.number().int(),
    comparables: z.number().int(),
  }),
  /** Rows an earlier import of this collection already brought in (and still here): left as they are. */
  skipped: z.object({
    houses: z.number().int(),
    rooms: z.number().int(),
    objects: z.number().int(),
    valuations: z.number().int(),
    comparables: z.number().int(),
  }),
  photosRestored: z.number().int(),
});
export type ArchiveImportSummary = z.infer<typeof archiveImportSummarySchema>;
