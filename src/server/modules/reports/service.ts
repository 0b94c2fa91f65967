import sharp from 'sharp';
import type { Language } from '../../../contracts/analysis';
import type { InsuranceReportQuery } from '../../../contracts/reports';
import { notFound } from '../../errors';
import type { SessionUser } from '../auth/guard';
import { reportCopy } from './copy';
import { renderDossier, type DossierItem, type DossierSection } from './dossier-pdf';
import { renderLabelSheet, renderSingleLabel, type Label } from './labels-pdf';
import { slug } from './pdf-doc';
import type { PhotoService } from '../photos/service';
import type { ReportHouse, ReportObject, ReportRoom, ReportsRepository } from './repository';

/**
 * Printable reports of the owner's collection: the insurance dossier and QR labels. Everything is read
 * scoped to the signed-in user; a house, room or object of someone else is a 404 like a missing one.
 */

export interface PdfFile {
  filename: string;
  pdf: Buffer;
}

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

const day = (d: Date) => d.toISOString().slice(0, 10);

function ownerName(
  o: { name: string; firstName: string | null; lastName: string | null; email: string } | undefined,
) {
  if (!o) return '';
  const full = [o.firstName, o.lastName]
    .filter((p) => p && p.trim())
    .join(' ')
    .trim();
  return full || o.name.trim() || o.email;
}

function houseAddress(h: ReportHouse | undefined): string | null {
  if (!h) return null;
  const text = [h.address, h.postalCode].filter((p) => p && p.trim()).join(', ');
  return text || null;
}

export function createReportsService(deps: {
  repo: ReportsRepository;
  photos: Pick<PhotoService, 'bytesOf'>;
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

  function item(userId: string, o: ReportObject, valuedOn: Map<number, string>): DossierItem {
    return {
      name: o.name,
      category: o.category,
      period: o.period,
      maker: [...new Set([o.manufacturer, o.author, o.brand].map((s) => s.trim()).filter(Boolean))].join(
        ' · ',
      ),
      condition: o.condition,
      low: o.estimatedValueMin,
      high: o.estimatedValueMax,
      confidence: o.confidenceScore,
      basis: o.analysisData?.valuationBasis?.summary ?? null,
      lastEstimate: valuedOn.get(o.id) ?? o.updatedAt,
      notes: o.notes,
      photo: async () => printable(await photos.bytesOf(userId, o.imageUrl)),
    };
  }

  return {
    async insuranceDossier(user: SessionUser, query: InsuranceReportQuery): Promise<PdfFile> {
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
      const valuedOn = await repo.lastValuedOn(
        user.id,
        objects.map((o) => o.id),
      );

      const sections: DossierSection[] = rooms
        .map((r) => ({
          title: r.name,
          subtitle: several ? houseName(r.houseId) : undefined,
          items: objects.filter((o) => o.roomId === r.id).map((o) => item(user.id, o, valuedOn)),
        }))
        .filter((s) => s.items.length > 0);
      const unplaced = objects.filter((o) => o.roomId === null);
      if (unplaced.length > 0)
        sections.push({ title: c.noRoom, items: unplaced.map((o) => item(user.id, o, valuedOn)) });

      const now = new Date();
      const pdf = await renderDossier({
        lang,
        showValues: query.values !== '0',
        owner: ownerName(await repo.owner(user.id)),
        address: query.address?.trim() || houseAddress(place),
        scope,
        date: now,
        sections,
      });
      return {
        filename: `trouvaille-${c.filename}-${slug(whole ? 'collection' : scope)}-${day(now)}.pdf`,
        pdf,
      };
    },

    async roomLabels(user: SessionUser, roomId: number, lang?: Language): Promise<PdfFile> {
      const r = await room(user.id, roomId);
      const objects = await repo.objectsIn(user.id, [r.id]);
      return sheet(user, lang, r.name, objects, new Map([[r.id, r.name]]));
    },

    async houseLabels(user: SessionUser, houseId: number, lang?: Language): Promise<PdfFile> {
      const h = await house(user.id, houseId);
      const rooms = await repo.rooms(user.id, h.id);
      const objects = await repo.objectsIn(
        user.id,
        rooms.map((r) => r.id),
      );
      // Room by room, as they will be stuck on.
      const order = new Map(rooms.map((r, i) => [r.id, i]));
      objects.sort((a, b) => (order.get(a.roomId!) ?? 0) - (order.get(b.roomId!) ?? 0));
      return sheet(user, lang, h.name, objects, new Map(rooms.map((r) => [r.id, r.name])));
    },

    async objectLabel(user: SessionUser, objectId: number, lang?: Language): Promise<PdfFile> {
      const o = await repo.findObject(user.id, objectId);
      if (!o) throw notFound('Object not found');
      const r = o.roomId === null ? undefined : await repo.findRoom(user.id, o.roomId);
      const c = reportCopy(lang ?? user.language);
      const pdf = await renderSingleLabel(
        { url: objectUrl(o.id), name: o.name, room: r?.name ?? null, id: o.id },
        { title: o.name, author: ownerName(await repo.owner(user.id)), lang: lang ?? user.language },
      );
      return { filename: `trouvaille-${c.labelsFilename}-${slug(o.name)}-${o.id}.pdf`, pdf };
    },
  };

  async function sheet(
    user: SessionUser,
    lang: Language | undefined,
    title: string,
    objects: ReportObject[],
    roomNames: Map<number, string>,
  ): Promise<PdfFile> {
    const language = lang ?? user.language;
    const c = reportCopy(language);
    const labels: Label[] = objects.map((o) => ({
      url: objectUrl(o.id),
      name: o.name,
      room: o.roomId === null ? null : (roomNames.get(o.roomId) ?? null),
      id: o.id,
    }));
    const pdf = await renderLabelSheet(labels, {
      title,
      author: ownerName(await repo.owner(user.id)),
      lang: language,
    });
    return { filename: `trouvaille-${c.labelsFilename}-${slug(title)}-${day(new Date())}.pdf`, pdf };
  }
}

export type ReportsService = ReturnType<typeof createReportsService>;
