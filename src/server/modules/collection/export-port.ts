import type { z } from 'zod';
import type { CollectionContent, ImportSummary, ObjectExport } from '../../../contracts/account';
import {
  analysisStepSchema,
  expertiseReportSchema,
  keyCharacteristicsSchema,
  marketSourceSchema,
  possibleOriginSchema,
} from '../../../contracts/analysis';
import { houseTypes, MAIN_HOUSE_NAMES, readRoomType } from '../../../contracts/collection';
import { hasPremiumEntitlements } from '../../../contracts/plans';
import type { Db } from '../../db/client';
import type { ExportPort } from '../../ports';
import type { SessionUser } from '../auth/guard';
import { createExportRepository } from './export-repository';
import type { ObjectRow } from './objects-repository';
import { photoIdOf } from './photo-refs';
import type { PhotoPort } from './photos-port';
import type { CollectionRepository } from './repository';

const orNull = (v: string | null | undefined) => (v ? v : null);

/** A stored JSON field that no longer fits the export contract leaves the file as null, not as a failed export. */
function fitting<S extends z.ZodType>(schema: S, value: unknown): z.output<S> | null {
  if (value === null || value === undefined) return null;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function exportObject(o: ObjectRow): Omit<ObjectExport, 'marketData' | 'analysisData'> & { marketData: unknown; analysisData: unknown } {
  return {
    id: o.id,
    name: o.name,
    description: orNull(o.description),
    category: orNull(o.category),
    estimatedValueMin: o.estimatedValueMin,
    estimatedValueMax: o.estimatedValueMax,
    currency: 'EUR',
    period: orNull(o.period),
    style: orNull(o.style),
    origin: orNull(o.origin),
    condition: orNull(o.condition),
    notes: orNull(o.notes),
    author: orNull(o.author),
    manufacturer: orNull(o.manufacturer),
    brand: orNull(o.brand),
    acquisitionPrice: o.acquisitionPrice,
    acquisitionDate: o.acquisitionDate,
    roomId: o.roomId,
    imageUrl: o.imageUrl,
    additionalImages: o.additionalImages,
    keyCharacteristics: fitting(keyCharacteristicsSchema, o.keyCharacteristics),
    possibleOrigin: fitting(possibleOriginSchema, o.possibleOrigin),
    expertiseReport: fitting(expertiseReportSchema, o.expertiseReport),
    marketData: o.marketData ? { sources: (o.marketData.sources ?? []).filter((s) => marketSourceSchema.safeParse(s).success) } : null,
    analysisData: o.analysisData ? { steps: (o.analysisData.steps ?? []).filter((s) => analysisStepSchema.safeParse(s).success) } : null,
    confidenceScore: o.confidenceScore,
    searchTerms: o.searchTerms,
    createdAt: o.createdAt.toISOString(),
  };
}

export interface ExportPortDeps {
  db: Db;
  repo: CollectionRepository;
  photos: PhotoPort;
  /** The account as the guard sees it (plan tier, super user, language); null when it is gone. */
  sessionUserOf: (userId: string) => Promise<SessionUser | null>;
}

/**
 * The collection's side of GET /api/export and POST /api/import (ExportPort, src/server/ports.ts).
 * Import adds rows, never replaces: houses follow the plan (without the houses entitlement every room
 * lands in the main house), photo URLs survive only when they are this user's own photos.
 */
export function collectionExportPort({ db, repo, photos, sessionUserOf }: ExportPortDeps): ExportPort {
  const reads = createExportRepository(db);

  return {
    async exportCollection(userId) {
      const all = await reads.readAll(userId);
      return {
        houses: all.houses.map((h) => ({
          id: h.id,
          name: h.name,
          address: h.address,
          postalCode: h.postalCode,
          type: houseTypes.find((t) => t === h.type) ?? null,
          description: h.description,
          surfaceArea: h.surfaceArea,
          acquisitionPrice: h.acquisitionPrice,
          acquisitionDate: h.acquisitionDate,
        })),
        rooms: all.rooms.map((r) => ({ id: r.id, name: r.name, type: readRoomType(r.type), houseId: r.houseId })),
        objects: all.objects.map(exportObject) as CollectionContent['objects'],
      };
    },

    async importCollection(userId, content): Promise<ImportSummary> {
      const who = await sessionUserOf(userId);
      if (!who) throw new Error('import for a user that does not exist');
      const severalHouses = hasPremiumEntitlements(who.tier, who.isSuperUser);

      // Which referenced photos are this user's: checked once, before the transaction.
      const referenced = [...new Set(content.objects.flatMap((o) => [o.imageUrl, ...o.additionalImages]).map(photoIdOf))].filter(
        (id): id is string => id !== null,
      );
      const owned = new Set<string>();
      for (const id of referenced) if (await photos.ownsPhotos(userId, [id])) owned.add(id);

      return repo.transaction(async (tx) => {
        let mainHouse = await tx.houses.mainHouseId(userId);
        if (mainHouse === undefined) {
          await tx.houses.insertMainHouseIfMissing(userId, MAIN_HOUSE_NAMES[who.language]);
          mainHouse = await tx.houses.mainHouseId(userId);
        }
        if (mainHouse === undefined) throw new Error('main house missing after insert');

        const houseIds = new Map<string, number>();
        let housesCreated = 0;
        for (const h of content.houses) {
          if (!severalHouses) {
            houseIds.set(String(h.id), mainHouse);
            continue;
          }
          const row = await tx.houses.insertHouse(userId, {
            name: h.name,
            address: h.address,
            postalCode: h.postalCode,
            type: h.type ?? 'primary',
            description: h.description,
            surfaceArea: h.surfaceArea,
            acquisitionPrice: h.acquisitionPrice,
            acquisitionDate: h.acquisitionDate,
          });
          houseIds.set(String(h.id), row.id);
          housesCreated++;
        }

        const roomIds = new Map<string, number>();
        for (const r of content.rooms) {
          const houseId = r.houseId === null ? mainHouse : (houseIds.get(String(r.houseId)) ?? mainHouse);
          const row = await tx.rooms.insertRoom(userId, { name: r.name, type: r.type, houseId });
          roomIds.set(String(r.id), row.id);
        }

        let imagesSkipped = 0;
        for (const o of content.objects) {
          const urls: string[] = [];
          const photoIds: string[] = [];
          for (const url of [o.imageUrl, ...o.additionalImages]) {
            if (!url) continue;
            const id = photoIdOf(url);
            if (!id || !owned.has(id) || photoIds.includes(id)) {
              imagesSkipped++;
              continue;
            }
            urls.push(`/api/photos/${id}`);
            photoIds.push(id);
          }
          await tx.objects.insertObject(userId, {
            name: o.name,
            description: o.description ?? '',
            category: o.category ?? '',
            estimatedValueMin: o.estimatedValueMin,
            estimatedValueMax: o.estimatedValueMax,
            currency: 'EUR',
            period: o.period ?? '',
            style: o.style ?? '',
            origin: o.origin ?? '',
            condition: o.condition ?? '',
            notes: o.notes ?? '',
            author: o.author ?? '',
            manufacturer: o.manufacturer ?? '',
            brand: o.brand ?? '',
            acquisitionPrice: o.acquisitionPrice,
            acquisitionDate: o.acquisitionDate ? o.acquisitionDate.slice(0, 10) : null,
            roomId: o.roomId === null ? null : (roomIds.get(String(o.roomId)) ?? null),
            imageUrl: urls[0] ?? null,
            additionalImages: urls.slice(1),
            photoIds,
            keyCharacteristics: o.keyCharacteristics,
            possibleOrigin: o.possibleOrigin,
            expertiseReport: o.expertiseReport,
            marketData: o.marketData,
            analysisData: o.analysisData,
            confidenceScore: o.confidenceScore,
            searchTerms: o.searchTerms,
          });
        }
        return { houses: housesCreated, rooms: content.rooms.length, objects: content.objects.length, imagesSkipped };
      });
    },
  };
}
