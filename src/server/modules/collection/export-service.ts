import type { CollectionContent, ImportSummary, ObjectExport } from '../../../contracts/account';
import { PHOTOS_PER_OBJECT_MAX, RECEIPTS_PER_OBJECT_MAX } from '../../../contracts/collection';
import { hasPremiumEntitlements } from '../../../contracts/plans';
import { AppError, badRequest } from '../../errors';
import type { SessionUser } from '../auth/guard';
import {
  comparablesFromExport,
  houseToExport,
  objectFromExport,
  objectToExport,
  roomToExport,
} from './export-mapping';
import type { PhotoService } from '../photos/service';
import type { HousesService } from './houses-service';
import { photoIdOf } from './photo-refs';
import type { PlanLimits } from './plan-limits';
import type { CollectionRepository } from './repository';
import { estimateEntry, hasEstimate } from './valuations-service';

const entitlementRequired = () =>
  new AppError(
    'ENTITLEMENT_REQUIRED',
    'This file holds several houses: several houses come with the Connaisseur, Pro and Expert plans',
  );

/** The photo id of a URL as files carry them (a thumbnail URL names the same photo). */
const idOf = (url: string) => photoIdOf(url.split('?')[0]);

/** Nothing is written for a file the collection could not hold as it is. */
function checkImportable(content: CollectionContent) {
  content.objects.forEach((o, i) => {
    if (
      o.estimatedValueMin !== null &&
      o.estimatedValueMax !== null &&
      o.estimatedValueMin > o.estimatedValueMax
    ) {
      throw badRequest('estimatedValueMin must not exceed estimatedValueMax', { path: ['objects', i] });
    }
  });
}

/** The photo URLs of a file object, split into the importer's own (kept, first is the image) and the rest. */
function keptPhotos(o: ObjectExport, owned: Set<string>) {
  const refs = [o.imageUrl, ...o.additionalImages].filter((u): u is string => u !== null);
  const ids = [...new Set(refs.map(idOf).filter((id): id is string => id !== null && owned.has(id)))];
  const kept = ids.slice(0, PHOTOS_PER_OBJECT_MAX);
  const urls = kept.map((id) => `/api/photos/${id}`);
  const receiptIds = [
    ...new Set(o.receiptImages.map(idOf).filter((id): id is string => id !== null && owned.has(id))),
  ].slice(0, RECEIPTS_PER_OBJECT_MAX);
  return {
    place: {
      imageUrl: urls[0] ?? null,
      additionalImages: urls.slice(1),
      photoIds: kept,
      receiptPhotoIds: receiptIds,
    },
    // Someone else's photo, another site's URL, or one past the per-object limit (duplicates are no loss).
    skipped:
      new Set(refs.map((r) => idOf(r) ?? r)).size -
      kept.length +
      new Set(o.receiptImages.map((r) => idOf(r) ?? r)).size -
      receiptIds.length,
  };
}

/**
 * GET /api/export and POST /api/import (the account's data routes) for the collection. Both are scoped to
 * the user: nothing of another user may come out or be touched.
 */
export function createExportService(deps: {
  repo: CollectionRepository;
  houses: Pick<HousesService, 'mainHouseId'>;
  photos: Pick<PhotoService, 'ownedPhotoIds'>;
  limits: Pick<PlanLimits, 'check'>;
}) {
  const { repo, houses, limits } = deps;

  return {
    /**
     * Every house, room and object of the user. Photo fields carry URLs (relative `/api/...` or absolute),
     * never image data; amounts in euros; ids as the module stores them.
     */
    async exportCollection(userId: string): Promise<CollectionContent> {
      const [h, r, o, c] = await Promise.all([
        repo.houses.allHouses(userId),
        repo.rooms.allRooms(userId),
        repo.objects.allObjects(userId),
        repo.comparables.allComparables(userId),
      ]);
      // Map.groupBy is not in Node 20.
      const byObject = new Map<number, typeof c>();
      for (const row of c) byObject.set(row.objectId, [...(byObject.get(row.objectId) ?? []), row]);
      return {
        houses: h.map(houseToExport),
        rooms: r.map(roomToExport),
        objects: o.map((row) => objectToExport(row, byObject.get(row.id))),
      };
    },

    /**
     * Adds the content to the user's collection as new rows (new ids; the file's houseId/roomId references
     * are remapped), all or nothing in one transaction. The content is already validated and its
     * references are consistent. Photo URLs that are not this user's own photos are dropped and counted in
     * `imagesSkipped`. Houses beyond the plan are refused as a whole file (403 ENTITLEMENT_REQUIRED, nothing
     * written); without the houses entitlement the file's one house is the main house. Takes the session's
     * user, not only an id: the plan decides how many houses may come in, and the language names a main
     * house created on the way.
     */
    async importCollection(user: SessionUser, content: CollectionContent): Promise<ImportSummary> {
      const entitled = hasPremiumEntitlements(user.tier, user.isSuperUser);
      if (!entitled && content.houses.length > 1) throw entitlementRequired();
      checkImportable(content);
      // The whole file against the plan (decision 020), before anything is written: nothing half-imported.
      // Without the houses entitlement the file's houses become the main house and add none.
      const adds = {
        houses: entitled ? content.houses.length : 0,
        rooms: content.rooms.length,
        objects: content.objects.length,
      };
      await limits.check(user.id, adds);
      const mainHouseId = await houses.mainHouseId(user);
      const referenced = content.objects.flatMap((o) => [
        o.imageUrl,
        ...o.additionalImages,
        ...o.receiptImages,
      ]);
      const owned = await deps.photos.ownedPhotoIds(
        user.id,
        referenced.map((u) => (u ? idOf(u) : null)).filter((id): id is string => id !== null),
      );
      const now = new Date();

      return repo.transaction(async (tx) => {
        // Again, locked, in the transaction that writes: a create or another import running meanwhile counts.
        await limits.check(user.id, adds, tx);
        const houseIds = new Map<string, number>();
        for (const { id, ...house } of content.houses) {
          if (!entitled) {
            houseIds.set(String(id), mainHouseId);
            continue;
          }
          houseIds.set(
            String(id),
            (await tx.houses.insertHouse(user.id, { ...house, type: house.type ?? 'primary' })).id,
          );
        }
        const roomIds = new Map<string, number>();
        for (const room of content.rooms) {
          const houseId = room.houseId === null ? mainHouseId : houseIds.get(String(room.houseId))!;
          const row = await tx.rooms.insertRoom(user.id, { name: room.name, type: room.type, houseId });
          roomIds.set(String(room.id), row.id);
        }
        let imagesSkipped = 0;
        const values = content.objects.map((o) => {
          const photos = keptPhotos(o, owned);
          imagesSkipped += photos.skipped;
          const roomId = o.roomId === null ? null : roomIds.get(String(o.roomId))!;
          return objectFromExport(o, { roomId, ...photos.place }, now, user.language);
        });
        const inserted = await tx.objects.insertObjects(user.id, values);
        // RETURNING gives the rows in the order they were sent: the file's order.
        await tx.comparables.insertComparables(
          user.id,
          content.objects.flatMap((o, i) => comparablesFromExport(o, inserted[i].id)),
        );
        // The file has no history: each estimate starts it, on the day the object was first saved.
        await tx.valuations.insertValuations(
          user.id,
          inserted.filter(hasEstimate).map((o) => estimateEntry(o, 'manual', o.createdAt)),
        );
        return {
          houses: entitled ? content.houses.length : 0,
          rooms: content.rooms.length,
          objects: inserted.length,
          imagesSkipped,
        };
      });
    },
  };
}

export type ExportService = ReturnType<typeof createExportService>;
