import { and, arrayOverlaps, asc, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ObjectListItem, ObjectSort } from '../../../contracts/collection';
import type { Language } from '../../../contracts/language';
import type { Db } from '../../db/client';
import { objectChanges, objects, objectValueKey, user } from '../../db/schema';
import { findOwnedRow } from '../../db/owned';
import { byPerson, personOf } from '../../db/people';

export type ObjectRow = typeof objects.$inferSelect;
export type ObjectValues = Omit<typeof objects.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

/** What a list item is made of (toListItem); the lists read it as the JSON the trigger keeps. */
export type LightObjectRow = Pick<
  ObjectRow,
  | 'id'
  | 'name'
  | 'category'
  | 'roomId'
  | 'estimatedValueMin'
  | 'estimatedValueMax'
  | 'confidenceScore'
  | 'imageUrl'
  | 'createdAt'
> & { photoId: string | null };

export type InsertedEstimate = Pick<
  ObjectRow,
  'id' | 'estimatedValueMin' | 'estimatedValueMax' | 'confidenceScore' | 'createdAt'
>;

/** Where a page ends: the sort key as text (exact: microseconds, numerics) and the id that breaks ties. */
export interface ListPosition {
  key: string;
  id: number;
}

/** A JSON array of light items, and where it ends. */
export interface ListJson {
  items: string;
  hasMore: boolean;
  last: ListPosition | null;
}

export interface ListOptions {
  sort: ObjectSort;
  roomId?: number;
  q?: string;
  since?: Date;
  /** Page size (listPageJson). */
  limit?: number;
  after?: ListPosition;
  /** The reader's: the analyzer's name and category come in it (decision 030); the saved item without. */
  language?: Language;
}

// The midpoint of the range shown (a lone bound stands for itself); the same expression as its index.
const valueKey = objectValueKey(objects);

/**
 * How each order reads: its key, the key as exact text for cursors and the cast back, and a direction
 * spelled to match its index (keys are never null, so where nulls would go changes nothing else).
 */
function sortSpec(sort: ObjectSort) {
  switch (sort) {
    case 'name':
      return {
        key: sql`lower(${objects.name})`,
        keyText: sql<string>`lower(${objects.name})`,
        cast: sql``,
        dir: 'asc' as const,
        direction: sql`asc nulls last`,
      };
    case 'value_asc':
      return {
        key: valueKey,
        keyText: sql<string>`(${valueKey})::text`,
        cast: sql`::numeric`,
        dir: 'asc' as const,
        direction: sql`asc nulls last`,
      };
    case 'value_desc':
      return {
        key: valueKey,
        keyText: sql<string>`(${valueKey})::text`,
        cast: sql`::numeric`,
        dir: 'desc' as const,
        // The value index read backwards.
        direction: sql`desc nulls first`,
      };
    default:
      return {
        key: sql`${objects.createdAt}`,
        keyText: sql<string>`${objects.createdAt}::text`,
        cast: sql`::timestamptz`,
        dir: 'desc' as const,
        direction: sql`desc nulls last`,
      };
  }
}

const INSERT_BATCH = 500;
/** Items per row of a whole list (~35 kB). */
const LIST_PART = 100;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const [OPEN, COMMA, CLOSE] = ['[', ',', ']'].map((c) => Buffer.from(c));

/** The owner's rows a list reads (filters, and where a page resumes) and their order. */
function listQuery(userId: string, o: ListOptions) {
  const spec = sortSpec(o.sort);
  const where: SQL[] = [eq(objects.userId, userId)];
  if (o.roomId !== undefined) where.push(eq(objects.roomId, o.roomId));
  if (o.since) where.push(gte(objects.createdAt, o.since));
  if (o.q) {
    const pattern = `%${escapeLike(o.q)}%`;
    // The words the reader sees match too: the translated item's, where it is the one shown.
    const shown = (field: string) =>
      sql`(${objects.listItemLanguage} = ${o.language ?? null} and ${objects.listItemTranslated}::json->>${field} ilike ${pattern})`;
    where.push(
      or(ilike(objects.name, pattern), ilike(objects.category, pattern), shown('name'), shown('category'))!,
    );
  }
  if (o.after) {
    const cmp = spec.dir === 'asc' ? sql`>` : sql`<`;
    where.push(sql`(${spec.key}, ${objects.id}) ${cmp} (${o.after.key}${spec.cast}, ${o.after.id})`);
  }
  // The item in the reader's language when the trigger kept one for it (migration 0016), else as saved.
  const item = o.language
    ? sql<string>`case when ${objects.listItemLanguage} = ${o.language} then ${objects.listItemTranslated} else ${objects.listItem} end`
    : sql<string>`${objects.listItem}`;
  return {
    spec,
    item,
    where: and(...where),
    order: sql`${spec.key} ${spec.direction}, ${objects.id} ${spec.direction}`,
  };
}

/** Objects of one owner: every function takes the owner's id first and never reads past it. */
export function createObjectsRepository(db: Db) {
  return {
    /** Appends an edit's changes to the object's record (decision 037: never updated, never deleted). */
    async recordChanges(
      collectionId: string,
      objectId: number,
      actorId: string,
      changes: { field: string; oldValue: string | null; newValue: string | null }[],
    ): Promise<void> {
      if (changes.length === 0) return;
      await db
        .insert(objectChanges)
        .values(changes.map((c) => ({ ...c, collectionId, objectId, userId: actorId })));
    },

    /** The object's last changes, newest first, each with who made it (null: their account is gone). */
    async changesOf(collectionId: string, objectId: number, limit = 50) {
      const rows = await db
        .select({
          id: objectChanges.id,
          field: objectChanges.field,
          oldValue: objectChanges.oldValue,
          newValue: objectChanges.newValue,
          at: objectChanges.at,
          ...byPerson,
        })
        .from(objectChanges)
        .leftJoin(user, eq(user.id, objectChanges.userId))
        .where(and(eq(objectChanges.collectionId, collectionId), eq(objectChanges.objectId, objectId)))
        .orderBy(sql`${objectChanges.id} desc`)
        .limit(limit);
      return rows.map((r) => ({ ...r, by: personOf(r) }));
    },

    /** Who added the object (null: not known, or their account is gone). */
    async addedBy(collectionId: string, objectId: number) {
      const [row] = await db
        .select({ createdAt: objects.createdAt, ...byPerson })
        .from(objects)
        .leftJoin(user, eq(user.id, objects.addedBy))
        .where(and(eq(objects.userId, collectionId), eq(objects.id, objectId)))
        .limit(1);
      return row && { createdAt: row.createdAt, by: personOf(row) };
    },

    /**
     * Every light item in the asked order, as JSON (UTF-8), joined by the database from each row's stored
     * item (migration 0004): building 5,000 items' JSON per request costs the database ~20 ms. Read in
     * parts of LIST_PART items: one huge row costs the driver far more to receive than many small ones,
     * and the parts go straight to bytes without one big string for the garbage collector.
     */
    async listAllJson(userId: string, o: Omit<ListOptions, 'limit' | 'after'>): Promise<Buffer> {
      const { item, where, order } = listQuery(userId, o);
      const ranked = db
        .select({
          item: item.as('item'),
          rank: sql<number>`row_number() over (order by ${order}) - 1`.as('rank'),
        })
        .from(objects)
        .where(where)
        .as('ranked');
      const part = sql`${ranked.rank} / ${sql.raw(String(LIST_PART))}`;
      const parts = await db
        .select({ items: sql<string>`string_agg(${ranked.item}, ',' order by ${ranked.rank})` })
        .from(ranked)
        .groupBy(part)
        .orderBy(part);
      const chunks = [OPEN];
      parts.forEach((p, n) => chunks.push(...(n ? [COMMA] : []), Buffer.from(p.items)));
      chunks.push(CLOSE);
      return Buffer.concat(chunks);
    },

    /** One page of light items in the asked order, as JSON text, and where it ends. */
    async listPageJson(userId: string, o: ListOptions & { limit: number }): Promise<ListJson> {
      const { spec, item, where, order } = listQuery(userId, o);
      // A page: one row past it says whether another exists; the last kept row's key makes the cursor.
      const page = db
        .select({
          item: item.as('item'),
          key: spec.keyText.as('sort_key'),
          id: objects.id,
          rank: sql<number>`row_number() over (order by ${order})`.as('rank'),
        })
        .from(objects)
        .where(where)
        .orderBy(order)
        .limit(o.limit + 1)
        .as('page');
      const kept = sql`${page.rank} <= ${o.limit}`;
      const [row] = await db
        .select({
          items: sql<string>`coalesce('[' || string_agg(${page.item}, ',' order by ${page.rank}) filter (where ${kept}) || ']', '[]')`,
          fetched: sql<number>`count(*)::int`,
          lastKey: sql<
            string | null
          >`(array_agg(${page.key} order by ${page.rank} desc) filter (where ${kept}))[1]`,
          lastId: sql<
            number | null
          >`(array_agg(${page.id} order by ${page.rank} desc) filter (where ${kept}))[1]`,
        })
        .from(page);
      return {
        items: row.items,
        hasMore: row.fetched > o.limit,
        last:
          row.lastKey !== null && row.lastId !== null ? { key: row.lastKey, id: Number(row.lastId) } : null,
      };
    },

    /** Changes whenever any of the owner's objects does (a trigger bumps it): lists are cached against it. */
    async collectionVersion(userId: string): Promise<number> {
      const [row] = await db
        .select({ version: user.collectionVersion })
        .from(user)
        .where(eq(user.id, userId));
      return row?.version ?? 0;
    },

    /** The newest items since `since`, as the lists show them to a reader of `language`. */
    async recentObjects(
      userId: string,
      since: Date,
      limit: number,
      language?: Language,
    ): Promise<ObjectListItem[]> {
      const { item, where, order } = listQuery(userId, { sort: 'newest', since, language });
      const rows = await db.select({ item }).from(objects).where(where).orderBy(order).limit(limit);
      return rows.map((r) => JSON.parse(r.item) as ObjectListItem);
    },

    findObject(userId: string, id: number): Promise<ObjectRow | undefined> {
      return findOwnedRow(db, objects, userId, id);
    },

    async insertObject(userId: string, values: ObjectValues): Promise<ObjectRow> {
      const [row] = await db
        .insert(objects)
        .values({ ...values, userId })
        .returning();
      return row;
    },

    /** Every object of the owner, whole rows, oldest first (export). */
    async allObjects(userId: string): Promise<ObjectRow[]> {
      return db.select().from(objects).where(eq(objects.userId, userId)).orderBy(asc(objects.id));
    },

    /**
     * Many objects at once (import); each carries its own createdAt when it has one. Answers what the value
     * history needs of each inserted row.
     */
    async insertObjects(
      userId: string,
      values: (ObjectValues & { createdAt?: Date })[],
    ): Promise<InsertedEstimate[]> {
      // A few hundred rows per statement: well under PostgreSQL's 65,535 parameters with ~30 columns each.
      const inserted: InsertedEstimate[] = [];
      for (let i = 0; i < values.length; i += INSERT_BATCH) {
        const batch = values.slice(i, i + INSERT_BATCH).map((v) => ({ ...v, userId }));
        inserted.push(
          ...(await db.insert(objects).values(batch).returning({
            id: objects.id,
            estimatedValueMin: objects.estimatedValueMin,
            estimatedValueMax: objects.estimatedValueMax,
            confidenceScore: objects.confidenceScore,
            createdAt: objects.createdAt,
          })),
        );
      }
      return inserted;
    },

    async updateObject(
      userId: string,
      id: number,
      values: Partial<ObjectValues>,
    ): Promise<ObjectRow | undefined> {
      const [row] = await db
        .update(objects)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(objects.userId, userId), eq(objects.id, id)))
        .returning();
      return row;
    },

    /** Deletes one object; its photo ids (receipts too), or undefined when the owner has no such object. */
    async deleteObject(userId: string, id: number): Promise<string[] | undefined> {
      const [row] = await db
        .delete(objects)
        .where(and(eq(objects.userId, userId), eq(objects.id, id)))
        .returning({ photoIds: objects.photoIds, receiptPhotoIds: objects.receiptPhotoIds });
      return row && [...row.photoIds, ...row.receiptPhotoIds];
    },

    async countInRoom(userId: string, roomId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(objects)
        .where(and(eq(objects.userId, userId), eq(objects.roomId, roomId)));
      return row?.n ?? 0;
    },

    /** Moves a room's objects to another; each object's change record says who moved it (decision 037). */
    async moveRoomObjects(
      userId: string,
      fromRoomId: number,
      toRoomId: number,
      actorId: string,
    ): Promise<number> {
      const moved = await db
        .update(objects)
        .set({ roomId: toRoomId, updatedAt: new Date() })
        .where(and(eq(objects.userId, userId), eq(objects.roomId, fromRoomId)))
        .returning({ id: objects.id });
      if (moved.length > 0) {
        await db.insert(objectChanges).values(
          moved.map((o) => ({
            objectId: o.id,
            collectionId: userId,
            userId: actorId,
            field: 'roomId',
            oldValue: String(fromRoomId),
            newValue: String(toRoomId),
          })),
        );
      }
      return moved.length;
    },

    /** Deletes the objects of a room; the photo ids they held. */
    async deleteRoomObjects(userId: string, roomId: number): Promise<{ count: number; photoIds: string[] }> {
      const rows = await db
        .delete(objects)
        .where(and(eq(objects.userId, userId), eq(objects.roomId, roomId)))
        .returning({ photoIds: objects.photoIds, receiptPhotoIds: objects.receiptPhotoIds });
      return { count: rows.length, photoIds: rows.flatMap((r) => [...r.photoIds, ...r.receiptPhotoIds]) };
    },

    /**
     * Which of these photos some object of the owner still shows, as a photo or a receipt (the same photo may
     * be saved twice).
     */
    async photoIdsInUse(userId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ photoIds: objects.photoIds, receiptPhotoIds: objects.receiptPhotoIds })
        .from(objects)
        .where(
          and(
            eq(objects.userId, userId),
            or(arrayOverlaps(objects.photoIds, ids), arrayOverlaps(objects.receiptPhotoIds, ids)),
          ),
        );
      return new Set(rows.flatMap((r) => [...r.photoIds, ...r.receiptPhotoIds]));
    },
  };
}

export type ObjectsRepository = ReturnType<typeof createObjectsRepository>;
