import sharp from 'sharp';
import type { Language } from '../../../contracts/analysis';
import type { InsuranceReportQuery } from '../../../contracts/reports';
import { notFound } from '../../errors';
import type { SessionUser } from '../auth/guard';
import { conditions } from '../../../contracts/collection';
import { reportCopy, type AnalysisBasisKind, type ConditionWord, type ValueSource } from './copy';
import type { DossierItem, DossierOwner, DossierValue } from './dossier-pdf';
import { renderSingleLabel, type Label } from './labels-pdf';
import type { RenderTask, WorkerItem } from './render-protocol';
import { printableText, slug } from './pdf-doc';
import { objectTextsFor } from '../collection/object-texts';
import { photoIdFromUrl, type PhotoService, type PhotoVariant } from '../photos/service';
import type { ReportHouse, ReportObject, ReportRoom, ReportsRepository, ReportValue } from './repository';

/**
 * Printable reports of the owner's collection: the insurance dossier and QR labels. Everything is read
 * scoped to the signed-in user; a house, room or object of someone else is a 404 like a missing one.
 */

export interface PdfFile {
  filename: string;
  pdf: Buffer;
}

/** What to build: the whole file described as data, so it can be queued and built elsewhere. */
export type ReportRequest =
  | ({ kind: 'dossier' } & InsuranceReportQuery)
  | { kind: 'labels'; roomId?: number; houseId?: number; lang?: Language };

/** Whose file: what a queued build knows of its owner. */
export type ReportOwner = Pick<SessionUser, 'id' | 'language'>;

/** A request read from the database, ready for the worker: its layout data and how to fetch its photos. */
export interface PreparedReport {
  filename: string;
  task: DistributiveOmit<RenderTask, 'out'>;
  /** The photo the worker numbered `ref`; null past the last one or when it cannot be read. */
  photoOf(ref: number): Promise<Buffer | null>;
}
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * Past this many objects a dossier prints each object's stored thumbnail (320 px, about 180 dpi at the
 * photo's printed size) rather than shrinking its full photo: reading and decoding thousands of 2048 px
 * photos was most of a large dossier's time and size.
 */
export const THUMBNAILS_FROM = 300;

// Photos shrink to print size: 200 objects stay a few megabytes, not the hundreds the originals weigh.
const PHOTO_MAX_PX = 600;
const PHOTO_QUALITY = 70;

async function printable(data: Buffer | null): Promise<Buffer | null> {
  if (!data) return null;
  try {
    return await sharp(data)
      .resize(PHOTO_MAX_PX, PHOTO_MAX_PX, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: PHOTO_QUALITY, mozjpeg: true })
      .toBuffer();
  } catch {
    // A damaged file must not cost the owner the whole dossier: the object prints without its photo.
    return null;
  }
}

/** Photos printed per object (the first large, the others small beside it) and receipts under it. */
export const PHOTOS_PER_OBJECT = 4;
export const RECEIPTS_PER_OBJECT = 6;

const day = (d: Date) => d.toISOString().slice(0, 10);

type OwnerRow = Awaited<ReturnType<ReportsRepository['owner']>>;

function ownerName(o: OwnerRow | undefined) {
  if (!o) return '';
  const full = [o.firstName, o.lastName]
    .filter((p) => p && p.trim())
    .join(' ')
    .trim();
  return o.fullName?.trim() || full || o.name.trim() || o.email;
}

function dossierOwner(o: OwnerRow | undefined): DossierOwner {
  return {
    name: printableText(ownerName(o)),
    email: printableText(o?.email ?? ''),
    phone: printableText(o?.phone ?? ''),
    insurer: printableText(o?.insurer ?? ''),
    policyNumber: printableText(o?.policyNumber ?? ''),
  };
}

const isCondition = (c: string): c is ConditionWord => (conditions as readonly string[]).includes(c);
const basisKinds: readonly string[] = ['observed', 'borrowed', 'editorial'] satisfies AnalysisBasisKind[];

/** The history's source as the dossier names it: a re-analysis is the analysis's estimate too. */
function sourceOf(source: string): ValueSource {
  if (source === 'reanalysis') return 'analysis';
  return (
    (['sale', 'expert', 'comparables', 'analysis', 'manual'] as const).find((s) => s === source) ?? 'manual'
  );
}

/** The text the analysis read on the photos, out of the feature line it wrote in its own language. */
export function textReadIn(feature: string | null): string {
  const m = feature
    ? /^(?:Texte lu sur la photo|Text read on the photo)\s*:\s*[«“]\s*(.+?)\s*[»”]\s*$/su.exec(feature)
    : null;
  return m ? m[1] : '';
}

/**
 * The figure printed for an object, by the precedence rule: its history's value entry when that is a
 * recorded sale or expert valuation; otherwise the object's own range (the current estimate), sourced and
 * dated by its latest estimate entry. An object without a range or a recorded figure has none.
 */
function valueOf(o: ReportObject, entry: ReportValue | undefined): DossierValue | null {
  const recorded = entry && (entry.source === 'sale' || entry.source === 'expert');
  const low = recorded ? entry.low : o.estimatedValueMin;
  const high = recorded ? entry.high : o.estimatedValueMax;
  if (low === null && high === null) return null;
  const source = entry ? sourceOf(entry.source) : o.basisKind ? 'analysis' : 'manual';
  const kind = o.basisKind && basisKinds.includes(o.basisKind) ? (o.basisKind as AnalysisBasisKind) : null;
  return {
    low,
    high,
    source,
    on: entry?.valuedOn ?? day(o.updatedAt),
    note: recorded ? printableText(entry.note) : '',
    // Only an expert's figure may be a replacement value; a sale and every estimate are market values.
    kind: entry?.source === 'expert' && entry.valueKind === 'replacement' ? 'replacement' : 'market',
    analysis:
      source === 'analysis' && kind
        ? {
            kind,
            n: Number(o.basisN ?? 0) || 0,
            ...(o.basisFrom ? { from: o.basisFrom } : {}),
            ...(o.basisTo ? { to: o.basisTo } : {}),
          }
        : null,
  };
}

function houseAddress(h: ReportHouse | undefined): string | null {
  if (!h) return null;
  const text = [h.address, h.postalCode].filter((p) => p && p.trim()).join(', ');
  return text || null;
}

export function createReportsService(deps: {
  repo: ReportsRepository;
  photos: Pick<PhotoService, 'ownedReader'>;
  appUrl: string;
}) {
  const { repo, photos } = deps;
  const objectUrl = (id: number) => new URL(`/object/${id}`, deps.appUrl).toString();

  async function house(userId: string, id: number): Promise<ReportHouse> {
    const found = (await repo.houses(userId)).find((h) => h.id === id);
    if (!found) throw notFound('House not found');
    return found;
  }

  async function room(userId: string, id: number): Promise<ReportRoom> {
    const found = await repo.findRoom(userId, id);
    if (!found) throw notFound('Room not found');
    return found;
  }

  function item(
    stored: ReportObject,
    value: ReportValue | undefined,
    place: string,
    lang: Language,
  ): Omit<DossierItem, 'photos' | 'receipts'> {
    const v = valueOf(stored, value);
    // The analyzer's words in the reader's language where it wrote them in both; the owner's as typed.
    const o = objectTextsFor(
      {
        ...stored,
        description: '',
        origin: '',
        searchTerms: [],
        keyCharacteristics: null,
        possibleOrigin: null,
        expertiseReport: null,
        marketData: null,
        analysisData: null,
      },
      stored.analyzerTexts,
      lang,
    );
    return {
      number: o.id,
      name: printableText(o.name),
      place,
      category: printableText(o.category),
      period: printableText(o.period),
      style: printableText(o.style),
      maker: printableText(
        [...new Set([o.manufacturer, o.author, o.brand].map((s) => s.trim()).filter(Boolean))].join(' · '),
      ),
      dimensions: printableText(o.dimensions),
      materials: printableText(o.materials),
      marks: printableText(o.marks),
      textRead: printableText(textReadIn(o.feature)),
      serialNumber: printableText(o.serialNumber),
      condition: isCondition(o.condition) ? o.condition : '',
      acquisitionPrice: o.acquisitionPrice,
      acquisitionDate: o.acquisitionDate,
      value: v,
      confidence: v?.source === 'analysis' ? o.confidenceScore : null,
      notes: printableText(o.notes),
    };
  }

  /** The photos of a layout, numbered in the order the worker will ask for them. */
  function photoList(userId: string, variant: PhotoVariant) {
    const ids: string[] = [];
    return {
      /** Photo ids or /api/photos URLs, numbered; what names no photo is left out. */
      refs(list: (string | null)[], max: number): number[] {
        const refs: number[] = [];
        for (const entry of list) {
          if (refs.length >= max) break;
          const id = entry ? (photoIdFromUrl(entry) ?? photoIdFromUrl(`/api/photos/${entry}`)) : null;
          if (!id) continue;
          ids.push(id);
          refs.push(ids.length - 1);
        }
        return refs;
      },
      /** Once every photo is numbered: how the worker's asks are answered. */
      async reader(): Promise<(ref: number) => Promise<Buffer | null>> {
        const read = await photos.ownedReader(userId, ids, variant);
        return async (ref) => {
          const id = ids[ref];
          return id === undefined ? null : printable(await read(id));
        };
      },
    };
  }

  async function dossier(user: ReportOwner, query: InsuranceReportQuery): Promise<PreparedReport> {
    const lang: Language = query.lang ?? user.language;
    const c = reportCopy(lang);
    const allHouses = await repo.houses(user.id);
    const houseName = (id: number) => allHouses.find((h) => h.id === id)?.name;
    const several = allHouses.length > 1;

    let rooms: ReportRoom[];
    let scope: string;
    let place: ReportHouse | undefined;
    if (query.roomId !== undefined) {
      const r = await room(user.id, query.roomId);
      rooms = [r];
      place = allHouses.find((h) => h.id === r.houseId);
      scope = several && place ? `${r.name} · ${place.name}` : r.name;
    } else if (query.houseId !== undefined) {
      place = await house(user.id, query.houseId);
      rooms = await repo.rooms(user.id, place.id);
      scope = place.name;
    } else {
      place = allHouses.find((h) => h.isMain);
      rooms = await repo.rooms(user.id);
      // Houses in their order (main first), rooms by name within each.
      const order = new Map(allHouses.map((h, i) => [h.id, i]));
      rooms.sort((a, b) => (order.get(a.houseId) ?? 0) - (order.get(b.houseId) ?? 0));
      scope = c.wholeCollection;
    }
    const whole = query.roomId === undefined && query.houseId === undefined;
    const objects = await repo.objectsIn(
      user.id,
      rooms.map((r) => r.id),
      whole,
    );
    const values = await repo.currentValues(
      user.id,
      objects.map((o) => o.id),
    );
    const roomNames = new Map(rooms.map((r) => [r.id, r.name]));
    const placeOf = (o: ReportObject) => {
      if (o.roomId === null) return c.noRoom;
      const r = rooms.find((x) => x.id === o.roomId);
      const h = r && several ? houseName(r.houseId) : undefined;
      return printableText([roomNames.get(o.roomId), h].filter(Boolean).join(' · '));
    };
    const pictures = photoList(user.id, objects.length > THUMBNAILS_FROM ? 'thumb' : 'full');
    const byRoom = new Map<number | null, ReportObject[]>();
    // "Chaise 2" before "Chaise 10", accents in the reader's order.
    const collator = new Intl.Collator(lang, { numeric: true, sensitivity: 'base' });
    objects.sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
    for (const o of objects) {
      const list = byRoom.get(o.roomId);
      if (list) list.push(o);
      else byRoom.set(o.roomId, [o]);
    }
    // Photos are numbered in the order they will be printed: room by room, as the sections go.
    const items = (list: ReportObject[] | undefined): WorkerItem[] =>
      (list ?? []).map((o) => ({
        ...item(o, values.get(o.id), placeOf(o), lang),
        photos: pictures.refs([o.imageUrl, ...o.additionalImages], PHOTOS_PER_OBJECT),
        receipts: pictures.refs(o.receiptPhotoIds, RECEIPTS_PER_OBJECT),
      }));

    const sections = rooms
      .map((r) => ({
        title: printableText(r.name) || '—',
        subtitle: several ? printableText(houseName(r.houseId) ?? '') : undefined,
        items: items(byRoom.get(r.id)),
      }))
      .filter((s) => s.items.length > 0);
    const unplaced = items(byRoom.get(null));
    if (unplaced.length > 0) sections.push({ title: c.noRoom, subtitle: undefined, items: unplaced });

    const now = new Date();
    const ownerRow = await repo.owner(user.id);
    return {
      filename: `trouvaille-${c.filename}-${slug(whole ? 'collection' : scope)}-${day(now)}.pdf`,
      photoOf: await pictures.reader(),
      task: {
        kind: 'dossier',
        input: {
          lang,
          // Amounts only when asked for (the web's dialog asks unless the owner hides values).
          showValues: query.values === '1',
          owner: dossierOwner(ownerRow),
          address: printableText(
            query.address?.trim() || houseAddress(place) || ownerRow?.address?.trim() || '',
          ),
          scope: printableText(scope) || '—',
          date: now.toISOString(),
          sections,
        },
      },
    };
  }

  async function labels(
    user: ReportOwner,
    target: { roomId?: number; houseId?: number },
    lang: Language | undefined,
  ): Promise<PreparedReport> {
    let title: string;
    let objects: ReportObject[];
    let roomNames: Map<number, string>;
    if (target.roomId !== undefined) {
      const r = await room(user.id, target.roomId);
      objects = await repo.objectsIn(user.id, [r.id]);
      title = r.name;
      roomNames = new Map([[r.id, r.name]]);
    } else {
      const h = await house(user.id, target.houseId ?? -1);
      const rooms = await repo.rooms(user.id, h.id);
      objects = await repo.objectsIn(
        user.id,
        rooms.map((r) => r.id),
      );
      // Room by room, as they will be stuck on.
      const order = new Map(rooms.map((r, i) => [r.id, i]));
      objects.sort((a, b) => (order.get(a.roomId!) ?? 0) - (order.get(b.roomId!) ?? 0));
      title = h.name;
      roomNames = new Map(rooms.map((r) => [r.id, r.name]));
    }
    const language = lang ?? user.language;
    const c = reportCopy(language);
    const list: Label[] = objects.map((o) => ({
      url: objectUrl(o.id),
      name: printableText(o.name),
      room: o.roomId === null ? null : printableText(roomNames.get(o.roomId) ?? '') || null,
      id: o.id,
    }));
    return {
      filename: `trouvaille-${c.labelsFilename}-${slug(title)}-${day(new Date())}.pdf`,
      photoOf: async () => null,
      task: {
        kind: 'labels',
        labels: list,
        meta: { title, author: ownerName(await repo.owner(user.id)), lang: language },
      },
    };
  }

  return {
    /**
     * Reads what the file needs (scoped to the user: another user's house or room is a 404) and describes
     * its layout for the worker. Also the check made when the file is asked for, before it is queued.
     */
    prepare(user: ReportOwner, request: ReportRequest): Promise<PreparedReport> {
      if (request.kind === 'dossier') return dossier(user, request);
      return labels(user, request, request.lang);
    },

    /** The cheap part of `prepare`: the house or room asked for is the user's (404 otherwise). */
    async check(user: ReportOwner, request: ReportRequest): Promise<void> {
      if (request.roomId !== undefined) await room(user.id, request.roomId);
      else if (request.houseId !== undefined) await house(user.id, request.houseId);
      else if (request.kind === 'labels') throw notFound('House not found');
    },

    /** One label: a single small page, built in the request. */
    async objectLabel(user: SessionUser, objectId: number, lang?: Language): Promise<PdfFile> {
      const o = await repo.findObject(user.id, objectId);
      if (!o) throw notFound('Object not found');
      const r = o.roomId === null ? undefined : await repo.findRoom(user.id, o.roomId);
      const c = reportCopy(lang ?? user.language);
      const pdf = await renderSingleLabel(
        {
          url: objectUrl(o.id),
          name: printableText(o.name),
          room: r ? printableText(r.name) || null : null,
          id: o.id,
        },
        { title: o.name, author: ownerName(await repo.owner(user.id)), lang: lang ?? user.language },
      );
      return { filename: `trouvaille-${c.labelsFilename}-${slug(o.name)}-${o.id}.pdf`, pdf };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
