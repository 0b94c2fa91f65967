import { createHash } from 'node:crypto';
import { yieldToEventLoop } from '../../event-loop';
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { z } from 'zod';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_MANIFEST,
  ARCHIVE_PHOTO_DIR,
  ARCHIVE_VERSION,
  archiveLimits,
  archiveEnvelopeSchema,
  archiveIssues,
  archiveObjectListSchema,
  archivePhotoNameSchema,
  type ArchiveComparable,
  type ArchiveImportSummary,
  type ArchiveManifest,
  type ArchiveObject,
  type ArchiveValuation,
  type archiveHouseSchema,
} from '../../../contracts/archive';
import { toEuros } from '../../../contracts/comparables';
import { hasPremiumEntitlements } from '../../../contracts/plans';
import { AppError, badRequest } from '../../errors';
import { processImage } from '../../images/pipeline';
import { jsonNestedDeeperThan, MAX_JSON_DEPTH } from '../../json-body';
import type { ImageStorage } from '../../images/storage';
import { openZip } from '../../zip-reader';
import type { SessionUser } from '../auth/guard';
import type { PhotoRow } from '../photos/repository';
import { storageLimitOf, type PhotoService } from '../photos/service';
import type { ArchiveRepository, ImportLink, LinkKind, PageCursor } from './archive-repository';
import type { ComparableRow } from './comparables-repository';
import {
  comparableToExport,
  houseToExport,
  objectFromExport,
  objectToExport,
  roomToExport,
} from './export-mapping';
import type { HousesService } from './houses-service';
import type { ObjectRow } from './objects-repository';
import { photoIdOf } from './photo-refs';
import type { PlanLimits } from './plan-limits';
import type { CollectionRepository } from './repository';
import type { ValuationRow } from './valuations-repository';

/** Objects read per query: a 20,000-object export is 67 short queries, never all rows at once. */
const PAGE = 300;
/** Objects of a manifest checked per call, the event loop free between calls. */
const CHECK_BATCH = 500;
/** Photos looked up in storage at once while the manifest is written. */
const EXISTS_AT_ONCE = 16;

/**
 * The exporting collection's origin id, the same in every export of this account: derived, not stored, and
 * not the account's id (an archive handed to someone does not name the account).
 */
export const originOf = (userId: string) =>
  createHash('sha256').update(`trouvaille-collection\0${userId}`).digest('base64url').slice(0, 32);

const photoIdsOf = (o: ObjectRow): string[] => [
  ...new Set(
    [o.imageUrl, ...o.additionalImages]
      .map((u) => photoIdOf(u?.split('?')[0]))
      .filter((id): id is string => id !== null),
  ),
];
/** Every photo file an object's archive entry names: its photos, then its receipts. */
const filesOf = (o: ObjectRow): string[] => [...photoIdsOf(o), ...o.receiptPhotoIds];

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}

async function mapLimited<T, R>(items: T[], n: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += n) out.push(...(await Promise.all(items.slice(i, i + n).map(fn))));
  return out;
}

function valuationToArchive(v: ValuationRow): ArchiveValuation {
  return {
    id: v.id,
    source: v.source as ArchiveValuation['source'],
    low: v.low,
    high: v.high,
    confidence: v.confidence,
    note: v.note,
    valueKind: v.valueKind as ArchiveValuation['valueKind'],
    valuedOn: v.valuedOn,
    createdAt: v.createdAt.toISOString(),
  };
}

function comparableToArchive(c: ComparableRow): ArchiveComparable {
  return { id: c.id, ...comparableToExport(c), priceEur: c.priceEur };
}

function objectToArchive(
  row: ObjectRow,
  valuations: ValuationRow[],
  comparables: ComparableRow[],
  names: Map<string, string>,
): ArchiveObject {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { imageUrl, additionalImages, receiptImages, comparables: _c, ...fields } = objectToExport(row);
  return {
    ...fields,
    photos: photoIdsOf(row).flatMap((id) => names.get(id) ?? []),
    receipts: row.receiptPhotoIds.flatMap((id) => names.get(id) ?? []),
    valuations: valuations.map(valuationToArchive),
    comparables: comparables.map(comparableToArchive),
  };
}

const emptyCounts = () => ({ houses: 0, rooms: 0, objects: 0, valuations: 0, comparables: 0 });

/**
 * GET /api/export?format=zip and POST /api/import of that archive (docs/export-format.md). The export is
 * streamed: objects are read a page at a time and photos from storage one at a time, as the client reads.
 * The import is all or nothing, and adds only what an earlier import of the same collection has not.
 */
export function createArchiveService(deps: {
  repo: ArchiveRepository;
  collection: Pick<CollectionRepository, 'houses' | 'rooms'>;
  houses: Pick<HousesService, 'mainHouseId'>;
  photos: Pick<PhotoService, 'listOwned' | 'store' | 'remove'>;
  storage: Pick<ImageStorage, 'get' | 'exists'>;
  limits: Pick<PlanLimits, 'check'>;
}) {
  const { repo, storage } = deps;

  /** The archive as a byte stream: collection.json first (written as the objects are read), then the photos. */
  async function exportArchive(userId: string): Promise<Readable> {
    const exportedAt = new Date();
    const [houseRows, roomRows] = await Promise.all([
      deps.collection.houses.allHouses(userId),
      deps.collection.rooms.allRooms(userId),
    ]);
    const names = new Map<string, string>();
    const files: { name: string; key: string }[] = [];

    /** Names the page's photos that are the user's and still in storage (a file a crash lost is left out). */
    async function namePhotos(page: ObjectRow[]) {
      const ids = [...new Set(page.flatMap(filesOf))].filter((id) => !names.has(id));
      const rows = await deps.photos.listOwned(userId, ids);
      const present = await mapLimited(rows, EXISTS_AT_ONCE, (r) => storage.exists(r.storageKey));
      rows.forEach((row, i) => {
        if (!present[i]) return;
        const ext = row.storageKey.slice(row.storageKey.lastIndexOf('.') + 1) || 'jpg';
        const name = `${files.length + 1}.${ext}`;
        names.set(row.id, name);
        files.push({ name, key: row.storageKey });
      });
    }

    async function* manifest(): AsyncGenerator<string> {
      const head = {
        format: ARCHIVE_FORMAT,
        version: ARCHIVE_VERSION,
        exportedAt: exportedAt.toISOString(),
        origin: originOf(userId),
        houses: houseRows.map((h) => ({ ...houseToExport(h), main: h.isMain })),
        rooms: roomRows.map(roomToExport),
      };
      yield `${JSON.stringify(head).slice(0, -1)},"objects":[`;
      let after: PageCursor | null = null;
      let first = true;
      do {
        const { rows: page, next } = await repo.objectsPage(userId, after, PAGE);
        if (!page.length) break;
        const ids = page.map((o) => o.id);
        const [vals, comps] = await Promise.all([
          repo.valuationsOf(userId, ids),
          repo.comparablesOf(userId, ids),
        ]);
        await namePhotos(page);
        const byObjectV = groupBy(vals, (v) => v.objectId);
        const byObjectC = groupBy(comps, (c) => c.objectId);
        const json = page
          .map((o) =>
            JSON.stringify(objectToArchive(o, byObjectV.get(o.id) ?? [], byObjectC.get(o.id) ?? [], names)),
          )
          .join(',');
        yield first ? json : `,${json}`;
        first = false;
        after = next;
        await yieldToEventLoop();
      } while (after);
      yield ']}';
    }

    const zip = new ZipFile();
    const manifestStream = Readable.from(manifest(), { objectMode: false });
    const output = zip.outputStream as Readable;
    manifestStream.once('error', (err) => output.destroy(err));
    manifestStream.once('end', () => {
      for (const f of files) {
        // Stored, not deflated: JPEG and WebP gain nothing. Read only when the archive reaches it.
        zip.addReadStreamLazy(
          `${ARCHIVE_PHOTO_DIR}${f.name}`,
          { compress: false, mtime: exportedAt },
          (cb) => {
            storage.get(f.key).then(
              (data) =>
                data
                  ? cb(null, Readable.from([data]))
                  : cb(new Error(`photo ${f.key} vanished during export`), null!),
              (err: unknown) => cb(err, null!),
            );
          },
        );
      }
      zip.end();
    });
    zip.addReadStream(manifestStream, ARCHIVE_MANIFEST, { compress: true, mtime: exportedAt });
    return output;
  }

  /** collection.json of an opened archive, checked; a 400 that says what is wrong otherwise. */
  async function readManifest(zip: Awaited<ReturnType<typeof openZip>>): Promise<ArchiveManifest> {
    if (!zip.has(ARCHIVE_MANIFEST)) {
      throw badRequest(`This archive has no ${ARCHIVE_MANIFEST}: it is not a Trouvaille collection export`);
    }
    const text = (await zip.read(ARCHIVE_MANIFEST, archiveLimits.manifestBytes)).toString('utf8');
    // The same bound as a JSON request body, before anything parses or walks it (src/server/json-body.ts).
    if (jsonNestedDeeperThan(text, MAX_JSON_DEPTH)) {
      throw badRequest(`${ARCHIVE_MANIFEST} is nested more than ${MAX_JSON_DEPTH} levels deep`, {
        maxDepth: MAX_JSON_DEPTH,
      });
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw badRequest(`${ARCHIVE_MANIFEST} is not valid JSON`);
    }
    const envelope = archiveEnvelopeSchema.safeParse(json);
    if (!envelope.success) throw manifestError(envelope.error.issues);
    // A batch at a time, yielding between batches: 20,000 objects checked in one call hold the event loop.
    const objects: ArchiveObject[] = [];
    const list = envelope.data.objects;
    for (let i = 0; i < list.length; i += CHECK_BATCH) {
      const part = archiveObjectListSchema.safeParse(list.slice(i, i + CHECK_BATCH));
      if (!part.success) {
        throw manifestError(
          part.error.issues.map((issue) => ({
            ...issue,
            path: ['objects', i + Number(issue.path[0]), ...issue.path.slice(1)],
          })),
        );
      }
      objects.push(...part.data);
      await yieldToEventLoop();
    }
    const manifest: ArchiveManifest = { ...envelope.data, objects };
    const issues = archiveIssues(manifest);
    if (issues.length) throw manifestError(issues);
    const unknownNames = manifest.objects
      .flatMap((o) => [...o.photos, ...o.receipts])
      .filter((name) => !zip.has(`${ARCHIVE_PHOTO_DIR}${name}`));
    if (unknownNames.length) {
      throw badRequest(`${ARCHIVE_MANIFEST} names photos the archive does not hold`, {
        photos: unknownNames.slice(0, 20),
      });
    }
    return manifest;
  }

  async function importArchive(user: SessionUser, file: string): Promise<ArchiveImportSummary> {
    const zip = await openZip(file, {
      entries: archiveLimits.entries,
      totalBytes: archiveLimits.totalBytes,
      // Anything else (a folder a zip tool added, __MACOSX/) is skipped unread.
      entryBytes: (name) =>
        name === ARCHIVE_MANIFEST
          ? archiveLimits.manifestBytes
          : name.startsWith(ARCHIVE_PHOTO_DIR) &&
              archivePhotoNameSchema.safeParse(name.slice(ARCHIVE_PHOTO_DIR.length)).success
            ? archiveLimits.photoBytes
            : null,
    });
    try {
      const m = await readManifest(zip);
      const plan = await planImport(user, m);
      await deps.limits.check(user.id, plan.adds);

      // Photos first, outside the transaction (storage is not the database); removed again on any failure.
      const stored: PhotoRow[] = [];
      try {
        const urls = new Map<string, string>();
        for (const name of plan.photoNames) {
          const data = await zip.read(`${ARCHIVE_PHOTO_DIR}${name}`, archiveLimits.photoBytes);
          const processed = await processImage(data).catch((err: unknown) => {
            if (err instanceof AppError && err.status < 500) {
              throw new AppError(err.code, `photos/${name}: ${err.message}`);
            }
            throw err;
          });
          const [row] = await deps.photos.store(user.id, [processed], storageLimitOf(user));
          stored.push(row);
          urls.set(name, row.id);
        }
        return await writeImport(user, m, plan, urls, stored.length);
      } catch (err) {
        await deps.photos.remove(user.id, stored);
        throw err;
      }
    } finally {
      zip.close();
    }
  }

  type Plan = Awaited<ReturnType<typeof planImport>>;

  /** What of the archive is new for this user, and what it adds against the plan. */
  async function planImport(user: SessionUser, m: ArchiveManifest) {
    const entitled = hasPremiumEntitlements(user.tier, user.isSuperUser);
    if (!entitled && m.houses.length > 1) {
      throw new AppError(
        'ENTITLEMENT_REQUIRED',
        'This archive holds several houses: several houses come with the Connaisseur, Pro and Expert plans',
      );
    }
    const links = await repo.liveLinks(user.id, m.origin);
    // One's own archive names one's own rows: those still here are already here.
    if (m.origin === originOf(user.id)) {
      const own: [LinkKind, { id: string | number }[]][] = [
        ['house', m.houses],
        ['room', m.rooms],
        ['object', m.objects],
        ['valuation', m.objects.flatMap((o) => o.valuations)],
        ['comparable', m.objects.flatMap((o) => o.comparables)],
      ];
      for (const [kind, list] of own) {
        const ids = list
          .map((x) => Number(x.id))
          .filter((id) => Number.isInteger(id) && id > 0 && id < 2 ** 31);
        for (const id of await repo.presentIds(user.id, kind, ids)) {
          links.push({ kind, sourceId: String(id), localId: id });
        }
      }
    }
    const linked = new Map<string, number>(links.map((l) => [`${l.kind}:${l.sourceId}`, l.localId]));
    const localOf = (kind: LinkKind, id: string | number) => linked.get(`${kind}:${String(id)}`);

    const newHouses = m.houses.filter((h) => localOf('house', h.id) === undefined);
    const newRooms = m.rooms.filter((r) => localOf('room', r.id) === undefined);
    const newObjects = m.objects.filter((o) => localOf('object', o.id) === undefined);
    const photoNames = [...new Set(newObjects.flatMap((o) => [...o.photos, ...o.receipts]))];
    // The archive's main house moves into the user's main house while that one is empty (a new account).
    const mainHouseId = await deps.houses.mainHouseId(user);
    const mainIsEmpty = (await repo.roomCountIn(user.id, mainHouseId)) === 0;
    let adopted: (typeof newHouses)[number] | null = null;
    if (mainIsEmpty) adopted = entitled ? (newHouses.find((h) => h.main) ?? null) : (newHouses[0] ?? null);
    const insertedHouses = entitled ? newHouses.filter((h) => h !== adopted) : [];
    return {
      localOf,
      mainHouseId,
      adopted,
      unentitledHouses: entitled ? [] : newHouses.filter((h) => h !== adopted),
      insertedHouses,
      newRooms,
      newObjects,
      photoNames,
      adds: { houses: insertedHouses.length, rooms: newRooms.length, objects: newObjects.length },
    };
  }

  async function writeImport(
    user: SessionUser,
    m: ArchiveManifest,
    plan: Plan,
    photoIds: Map<string, string>,
    photosRestored: number,
  ): Promise<ArchiveImportSummary> {
    const now = new Date();
    return repo.transaction(async (tx) => {
      // Counted inside: after a lost connection the whole callback runs again (db/retry.ts).
      const added = emptyCounts();
      const skipped = emptyCounts();
      // Again, locked, in the transaction that writes: a create or another import meanwhile counts.
      await deps.limits.check(user.id, plan.adds, tx.collection);
      const links: ImportLink[] = [];
      const link = (kind: LinkKind, sourceId: string | number, localId: number) =>
        links.push({ kind, sourceId: String(sourceId), localId });

      const houseIds = new Map<string, number>();
      for (const h of m.houses) {
        const local = plan.localOf('house', h.id);
        if (local !== undefined) {
          houseIds.set(String(h.id), local);
          skipped.houses++;
        }
      }
      const houseValues = (h: z.infer<typeof archiveHouseSchema>) => ({
        name: h.name,
        address: h.address,
        postalCode: h.postalCode,
        surfaceArea: h.surfaceArea,
        acquisitionPrice: h.acquisitionPrice,
        acquisitionDate: h.acquisitionDate,
        type: h.type ?? 'primary',
        description: h.description,
      });
      if (plan.adopted) {
        await tx.collection.houses.updateHouse(user.id, plan.mainHouseId, houseValues(plan.adopted));
        houseIds.set(String(plan.adopted.id), plan.mainHouseId);
        link('house', plan.adopted.id, plan.mainHouseId);
        added.houses++;
      }
      // Without the houses entitlement the archive's one house is the main house.
      for (const h of plan.unentitledHouses) houseIds.set(String(h.id), plan.mainHouseId);
      for (const h of plan.insertedHouses) {
        const row = await tx.collection.houses.insertHouse(user.id, houseValues(h));
        houseIds.set(String(h.id), row.id);
        link('house', h.id, row.id);
        added.houses++;
      }

      const roomIds = new Map<string, number>();
      for (const r of m.rooms) {
        const local = plan.localOf('room', r.id);
        if (local !== undefined) {
          roomIds.set(String(r.id), local);
          skipped.rooms++;
        }
      }
      for (const r of plan.newRooms) {
        const houseId = r.houseId === null ? plan.mainHouseId : houseIds.get(String(r.houseId))!;
        const row = await tx.collection.rooms.insertRoom(user.id, { name: r.name, type: r.type, houseId });
        roomIds.set(String(r.id), row.id);
        link('room', r.id, row.id);
        added.rooms++;
      }

      const objectIds = new Map<string, number>();
      for (const o of m.objects) {
        const local = plan.localOf('object', o.id);
        if (local !== undefined) {
          objectIds.set(String(o.id), local);
          skipped.objects++;
        }
      }
      const values = plan.newObjects.map((o) => {
        const ids = o.photos.map((name) => photoIds.get(name)!);
        const urls = ids.map((id) => `/api/photos/${id}`);
        return objectFromExport(
          { ...o, imageUrl: null, additionalImages: [], receiptImages: [], comparables: [] },
          {
            roomId: o.roomId === null ? null : roomIds.get(String(o.roomId))!,
            imageUrl: urls[0] ?? null,
            additionalImages: urls.slice(1),
            photoIds: [...new Set(ids)],
            receiptPhotoIds: [...new Set(o.receipts.map((name) => photoIds.get(name)!))],
          },
          now,
          user.language,
        );
      });
      const inserted = await tx.collection.objects.insertObjects(user.id, values);
      // RETURNING gives the rows in the order they were sent: the archive's order.
      plan.newObjects.forEach((o, i) => {
        objectIds.set(String(o.id), inserted[i].id);
        link('object', o.id, inserted[i].id);
      });
      added.objects = inserted.length;

      const newValuations: { source: ArchiveValuation; objectId: number }[] = [];
      const newComparables: { source: ArchiveComparable; objectId: number }[] = [];
      for (const o of m.objects) {
        const objectId = objectIds.get(String(o.id))!;
        for (const v of o.valuations) {
          if (plan.localOf('valuation', v.id) !== undefined) skipped.valuations++;
          else newValuations.push({ source: v, objectId });
        }
        for (const c of o.comparables) {
          if (plan.localOf('comparable', c.id) !== undefined) skipped.comparables++;
          else newComparables.push({ source: c, objectId });
        }
      }
      const valuationIds = await tx.archive.insertValuations(
        user.id,
        newValuations.map(({ source: v, objectId }) => {
          const created = v.createdAt ? new Date(v.createdAt) : now;
          return {
            objectId,
            source: v.source,
            low: v.low,
            high: v.high,
            confidence: v.confidence,
            note: v.note,
            // Only an expert's figure may be a replacement value (contracts/valuations.ts).
            valueKind: v.source === 'expert' ? v.valueKind : 'market',
            valuedOn: v.valuedOn,
            createdAt: created > now ? now : created,
          };
        }),
      );
      newValuations.forEach((v, i) => link('valuation', v.source.id, valuationIds[i]));
      added.valuations = valuationIds.length;
      const comparableIds = await tx.archive.insertComparables(
        user.id,
        newComparables.map(({ source: c, objectId }) => ({
          objectId,
          title: c.title,
          price: c.price,
          currency: c.currency,
          priceEur: c.priceEur ?? toEuros(c.price, c.currency),
          soldOn: c.date,
          url: c.url,
          kind: c.kind,
          note: c.note,
        })),
      );
      newComparables.forEach((c, i) => link('comparable', c.source.id, comparableIds[i]));
      added.comparables = comparableIds.length;

      await tx.archive.upsertLinks(user.id, m.origin, links);
      return { added, skipped, photosRestored };
    });
  }

  return { exportArchive, importArchive };
}

/** The first problems of a manifest that does not fit, as a 400 naming where they are. */
function manifestError(issues: { path: PropertyKey[]; message: string }[]): AppError {
  const first = issues[0];
  const where = first?.path.length ? ` at ${first.path.map(String).join('.')}` : '';
  return badRequest(
    `${ARCHIVE_MANIFEST} is not a Trouvaille collection${where}${first ? ` (${first.message})` : ''}`,
    issues.slice(0, 20).map((i) => ({ path: i.path.map(String), message: i.message })),
  );
}

export type ArchiveService = ReturnType<typeof createArchiveService>;
