import { z } from 'zod';
import {
  collectionIdSchema,
  houseExportSchema,
  objectExportSchema,
  roomExportSchema,
  type CollectionId,
} from './account';
import { AMOUNT_MAX, calendarDateSchema, PHOTOS_PER_OBJECT_MAX } from './collection';
import { COMPARABLES_PER_OBJECT_MAX, createComparableBodySchema } from './comparables';
import { VALUATION_NOTE_MAX, valuationSourceSchema } from './valuations';

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
  valuedOn: calendarDateSchema,
  createdAt: z.iso.datetime({ offset: true }).nullable().default(null),
});

export const archiveComparableSchema = createComparableBodySchema.extend({
  id: collectionIdSchema,
  /** The euro price as recorded (the day's rate then); worked out again when missing. */
  priceEur: euros.default(null),
});

export const archiveObjectSchema = objectExportSchema
  .omit({ imageUrl: true, additionalImages: true, comparables: true })
  .extend({
    /** File names under photos/, the first one the object's image. */
    photos: z.array(archivePhotoNameSchema).max(PHOTOS_PER_OBJECT_MAX).default([]),
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
  objects: z.array(archiveObjectSchema).max(200_000).default([]),
});

function uniqueIds(
  list: { id: CollectionId }[],
  path: (string | number)[],
  ctx: z.RefinementCtx,
): Set<string> {
  const seen = new Set<string>();
  list.forEach((item, i) => {
    const id = String(item.id);
    if (seen.has(id)) ctx.addIssue({ code: 'custom', path: [...path, i, 'id'], message: 'Duplicate id' });
    seen.add(id);
  });
  return seen;
}

/** Ids are unique per kind, every reference points inside the archive. */
function checkArchive(a: z.infer<typeof archiveShape>, ctx: z.RefinementCtx) {
  const houseIds = uniqueIds(a.houses, ['houses'], ctx);
  const roomIds = uniqueIds(a.rooms, ['rooms'], ctx);
  uniqueIds(a.objects, ['objects'], ctx);
  uniqueIds(
    a.objects.flatMap((o) => o.valuations),
    ['valuations'],
    ctx,
  );
  uniqueIds(
    a.objects.flatMap((o) => o.comparables),
    ['comparables'],
    ctx,
  );
  a.rooms.forEach((r, i) => {
    if (r.houseId !== null && !houseIds.has(String(r.houseId))) {
      ctx.addIssue({ code: 'custom', path: ['rooms', i, 'houseId'], message: 'No house with this id' });
    }
  });
  a.objects.forEach((o, i) => {
    if (o.roomId !== null && !roomIds.has(String(o.roomId))) {
      ctx.addIssue({ code: 'custom', path: ['objects', i, 'roomId'], message: 'No room with this id' });
    }
    if (
      o.estimatedValueMin !== null &&
      o.estimatedValueMax !== null &&
      o.estimatedValueMin > o.estimatedValueMax
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['objects', i, 'estimatedValueMin'],
        message: 'estimatedValueMin must not exceed estimatedValueMax',
      });
    }
  });
}

/** collection.json */
export const archiveManifestSchema = archiveShape.superRefine(checkArchive);
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
