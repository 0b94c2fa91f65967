import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { ESTIMATE_RANK, valueRanks } from '../../../contracts/valuations';
import type { Db } from '../../db/client';
import type { AnalyzerTexts } from '../collection/object-texts';
import { yieldToEventLoop } from '../../event-loop';
import { houses, objects, rooms, user, valuations } from '../../db/schema';

/** What the reports read of the collection; every query is scoped to the owner. */

export type ReportHouse = Pick<
  typeof houses.$inferSelect,
  'id' | 'name' | 'address' | 'postalCode' | 'isMain'
>;
export type ReportRoom = Pick<typeof rooms.$inferSelect, 'id' | 'name' | 'houseId'>;

const objectColumns = {
  id: objects.id,
  roomId: objects.roomId,
  name: objects.name,
  category: objects.category,
  period: objects.period,
  author: objects.author,
  manufacturer: objects.manufacturer,
  brand: objects.brand,
  style: objects.style,
  condition: objects.condition,
  notes: objects.notes,
  dimensions: objects.dimensions,
  materials: objects.materials,
  serialNumber: objects.serialNumber,
  marks: objects.marks,
  acquisitionPrice: objects.acquisitionPrice,
  acquisitionDate: objects.acquisitionDate,
  estimatedValueMin: objects.estimatedValueMin,
  estimatedValueMax: objects.estimatedValueMax,
  confidenceScore: objects.confidenceScore,
  imageUrl: objects.imageUrl,
  additionalImages: objects.additionalImages,
  receiptPhotoIds: objects.receiptPhotoIds,
  updatedAt: objects.updatedAt,
  /**
   * What its range rests on, without the analysis's sentence (written in the analysis's language): only
   * these fields of the stored analysis, whose whole document would weigh a dossier of thousands of
   * objects down for nothing.
   */
  basisKind: sql<string | null>`${objects.analysisData}->'valuationBasis'->>'kind'`,
  basisN: sql<string | null>`${objects.analysisData}->'valuationBasis'->>'n'`,
  basisFrom: sql<string | null>`${objects.analysisData}->'valuationBasis'->>'from'`,
  basisTo: sql<string | null>`${objects.analysisData}->'valuationBasis'->>'to'`,
  /** The first of its specific features: where the analysis put the text it read on the photos. */
  feature: sql<string | null>`${objects.keyCharacteristics}->'specificFeatures'->>0`,
  /**
   * The analyzer's words in both languages (decision 030), only the fields the dossier prints: the whole
   * document holds the analysis's steps and market notes twice over.
   */
  analyzerTexts: sql<AnalyzerTexts | null>`case when ${objects.analyzerTexts} is null then null else
    jsonb_build_object('language', ${objects.analyzerTexts}->'language', 'texts', (
      select jsonb_object_agg(k, jsonb_build_object('name', v->'name', 'category', v->'category',
        'period', v->'period', 'style', v->'style', 'manufacturer', v->'manufacturer', 'brand', v->'brand'))
      from jsonb_each(${objects.analyzerTexts}->'texts') as e(k, v))) end`,
};
type Computed = 'basisKind' | 'basisN' | 'basisFrom' | 'basisTo' | 'feature' | 'analyzerTexts';
export type ReportObject = {
  [K in Exclude<keyof typeof objectColumns, Computed>]: (typeof objects.$inferSelect)[K];
} & { [K in Exclude<Computed, 'analyzerTexts'>]: string | null } & {
  /** Only name, category, period, style, manufacturer and brand of each language. */
  analyzerTexts: AnalyzerTexts | null;
};

/** The entry of its value history that is an object's value (contracts/valuations.ts `currentValue`). */
export interface ReportValue {
  source: string;
  low: number | null;
  high: number | null;
  valuedOn: string;
  note: string;
  valueKind: string;
}

/** `currentValue`'s ranks as SQL, so the database picks each object's value in one pass. */
const rank = sql.join(
  [
    sql`case ${valuations.source}`,
    ...Object.entries(valueRanks).map(([source, r]) => sql`when ${source} then ${sql.raw(String(r))}`),
    sql`else ${sql.raw(String(ESTIMATE_RANK))} end`,
  ],
  sql` `,
);

const houseColumns = {
  id: houses.id,
  name: houses.name,
  address: houses.address,
  postalCode: houses.postalCode,
  isMain: houses.isMain,
};
const roomColumns = { id: rooms.id, name: rooms.name, houseId: rooms.houseId };

/** Ids per query: a collection may hold thousands of objects, past a statement's parameter limit. */
const CHUNK = 1000;
/** Objects per read: on the embedded database a query holds the server's thread while it runs. */
const PAGE = 500;

export function createReportsRepository(db: Db) {
  return {
    async owner(userId: string) {
      const [row] = await db
        .select({
          name: user.name,
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          fullName: user.fullName,
          address: user.address,
          phone: user.phone,
          insurer: user.insurer,
          policyNumber: user.policyNumber,
        })
        .from(user)
        .where(eq(user.id, userId));
      return row;
    },

    /** Main house first, then by creation. */
    houses: (userId: string): Promise<ReportHouse[]> =>
      db
        .select(houseColumns)
        .from(houses)
        .where(eq(houses.userId, userId))
        .orderBy(desc(houses.isMain), asc(houses.createdAt), asc(houses.id)),

    rooms: (userId: string, houseId?: number): Promise<ReportRoom[]> =>
      db
        .select(roomColumns)
        .from(rooms)
        .where(and(eq(rooms.userId, userId), houseId === undefined ? undefined : eq(rooms.houseId, houseId)))
        .orderBy(asc(rooms.name), asc(rooms.id)),

    async findRoom(userId: string, id: number): Promise<ReportRoom | undefined> {
      const [row] = await db
        .select(roomColumns)
        .from(rooms)
        .where(and(eq(rooms.userId, userId), eq(rooms.id, id)));
      return row;
    },

    async findObject(userId: string, id: number): Promise<ReportObject | undefined> {
      const [row] = await db
        .select(objectColumns)
        .from(objects)
        .where(and(eq(objects.userId, userId), eq(objects.id, id)));
      return row;
    },

    /** The objects of these rooms, and with `unplaced` those in no room; by name. */
    async objectsIn(userId: string, roomIds: number[], unplaced = false): Promise<ReportObject[]> {
      const found: ReportObject[] = [];
      // Page by page in (name, id) order, each page starting after the last one's key.
      const read = async (extra: SQL | undefined) => {
        let after: { name: string; id: number } | undefined;
        for (;;) {
          const page = await db
            .select(objectColumns)
            .from(objects)
            .where(
              and(
                eq(objects.userId, userId),
                extra,
                after ? sql`(${objects.name}, ${objects.id}) > (${after.name}, ${after.id})` : undefined,
              ),
            )
            .orderBy(asc(objects.name), asc(objects.id))
            .limit(PAGE);
          found.push(...page);
          if (page.length < PAGE) return;
          await yieldToEventLoop();
          after = page[page.length - 1];
        }
      };
      for (let i = 0; i < roomIds.length; i += CHUNK)
        await read(inArray(objects.roomId, roomIds.slice(i, i + CHUNK)));
      if (unplaced) await read(isNull(objects.roomId));
      return found;
    },

    /**
     * Each object's value entry by the precedence rule: its latest recorded sale, else its latest expert
     * valuation, else its latest estimate (objects without history are absent).
     */
    async currentValues(userId: string, objectIds: number[]): Promise<Map<number, ReportValue>> {
      const found = new Map<number, ReportValue>();
      for (let i = 0; i < objectIds.length; i += CHUNK) {
        const rows = await db
          .selectDistinctOn([valuations.objectId], {
            objectId: valuations.objectId,
            source: valuations.source,
            low: valuations.low,
            high: valuations.high,
            valuedOn: valuations.valuedOn,
            note: valuations.note,
            valueKind: valuations.valueKind,
          })
          .from(valuations)
          .where(
            and(eq(valuations.userId, userId), inArray(valuations.objectId, objectIds.slice(i, i + CHUNK))),
          )
          .orderBy(valuations.objectId, desc(rank), desc(valuations.valuedOn), desc(valuations.id));
        for (const { objectId, ...v } of rows) found.set(objectId, v);
        await yieldToEventLoop();
      }
      return found;
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
