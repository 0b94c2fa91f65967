import { and, asc, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { comparables, houses, importLinks, objects, rooms, valuations } from '../../db/schema';
import type { ComparableRow, ComparableValues } from './comparables-repository';
import type { ObjectRow } from './objects-repository';
import { createCollectionRepository } from './repository';
import type { ValuationRow } from './valuations-repository';

export type LinkKind = 'house' | 'room' | 'object' | 'valuation' | 'comparable';
export interface ImportLink {
  kind: LinkKind;
  sourceId: string;
  localId: number;
}

/** Where a page of objects resumes: the last row's creation time (as text) and id. */
export interface PageCursor {
  at: string;
  id: number;
}

/** Ids per statement: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;

const tableOf = {
  house: houses,
  room: rooms,
  object: objects,
  valuation: valuations,
  comparable: comparables,
};

function chunks<T>(list: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/**
 * The archive's reads and writes beyond the collection's own repositories: the owner's objects a page at a
 * time (an export of 20,000 objects never holds them all), their history and comparables per page, and the
 * import links. Every query names the owner.
 */
export function createArchiveRepository(db: Db) {
  const archive = {
    /**
     * The owner's objects oldest first, a page after `after` (null: the first page). Walks the
     * (user, created_at, id) index backwards, so a page costs its own rows, not a sort of the collection.
     * The cursor is the timestamp as PostgreSQL prints it: a Date would drop its microseconds.
     */
    async objectsPage(
      userId: string,
      after: PageCursor | null,
      limit: number,
    ): Promise<{ rows: ObjectRow[]; next: PageCursor | null }> {
      const page = await db
        .select({ ...getTableColumns(objects), cursorAt: sql<string>`${objects.createdAt}::text` })
        .from(objects)
        .where(
          and(
            eq(objects.userId, userId),
            after
              ? sql`(${objects.createdAt}, ${objects.id}) > (${after.at}::timestamptz, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(asc(objects.createdAt), asc(objects.id))
        .limit(limit);
      const last = page.at(-1);
      return {
        rows: page.map(({ cursorAt: _c, ...row }) => row),
        next: last && page.length === limit ? { at: last.cursorAt, id: last.id } : null,
      };
    },

    /** The value history of these objects of the owner, each object's oldest first. */
    async valuationsOf(userId: string, objectIds: number[]): Promise<ValuationRow[]> {
      if (!objectIds.length) return [];
      return db
        .select()
        .from(valuations)
        .where(and(eq(valuations.userId, userId), inArray(valuations.objectId, objectIds)))
        .orderBy(asc(valuations.objectId), asc(valuations.valuedOn), asc(valuations.id));
    },

    async comparablesOf(userId: string, objectIds: number[]): Promise<ComparableRow[]> {
      if (!objectIds.length) return [];
      return db
        .select()
        .from(comparables)
        .where(and(eq(comparables.userId, userId), inArray(comparables.objectId, objectIds)))
        .orderBy(asc(comparables.objectId), asc(comparables.id));
    },

    async roomCountIn(userId: string, houseId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(rooms)
        .where(and(eq(rooms.userId, userId), eq(rooms.houseId, houseId)));
      return Number(row?.n ?? 0);
    },

    /**
     * What earlier imports of `origin` wrote for the owner and is still there: a link whose row was deleted
     * since is left out (the row comes back on this import, and its link is replaced).
     */
    async liveLinks(userId: string, origin: string): Promise<ImportLink[]> {
      const links = (await db
        .select({ kind: importLinks.kind, sourceId: importLinks.sourceId, localId: importLinks.localId })
        .from(importLinks)
        .where(and(eq(importLinks.userId, userId), eq(importLinks.origin, origin)))) as ImportLink[];
      const live: ImportLink[] = [];
      for (const kind of Object.keys(tableOf) as LinkKind[]) {
        const ofKind = links.filter((l) => l.kind === kind);
        const present = await archive.presentIds(
          userId,
          kind,
          ofKind.map((l) => l.localId),
        );
        live.push(...ofKind.filter((l) => present.has(l.localId)));
      }
      return live;
    },

    /** The ids among `ids` of the owner's rows of this kind that exist. */
    async presentIds(userId: string, kind: LinkKind, ids: number[]): Promise<Set<number>> {
      const table = tableOf[kind];
      const present = new Set<number>();
      for (const part of chunks([...new Set(ids)])) {
        const rows = await db
          .select({ id: table.id })
          .from(table)
          .where(and(eq(table.userId, userId), inArray(table.id, part)));
        for (const r of rows) present.add(r.id);
      }
      return present;
    },

    async upsertLinks(userId: string, origin: string, links: ImportLink[]): Promise<void> {
      for (const part of chunks(links)) {
        await db
          .insert(importLinks)
          .values(part.map((l) => ({ ...l, userId, origin })))
          .onConflictDoUpdate({
            target: [importLinks.userId, importLinks.origin, importLinks.kind, importLinks.sourceId],
            set: { localId: sql`excluded.local_id`, createdAt: sql`now()` },
          });
      }
    },

    /** History entries as the archive dates them; ids in the order given. */
    async insertValuations(
      userId: string,
      values: (Omit<typeof valuations.$inferInsert, 'userId' | 'id'> & { createdAt?: Date })[],
    ): Promise<number[]> {
      const ids: number[] = [];
      for (const part of chunks(values, 500)) {
        const rows = await db
          .insert(valuations)
          .values(part.map((v) => ({ ...v, userId })))
          .returning({ id: valuations.id });
        ids.push(...rows.map((r) => r.id));
      }
      return ids;
    },

    async insertComparables(
      userId: string,
      values: (ComparableValues & { objectId: number })[],
    ): Promise<number[]> {
      const ids: number[] = [];
      for (const part of chunks(values, 500)) {
        const rows = await db
          .insert(comparables)
          .values(part.map((v) => ({ ...v, userId })))
          .returning({ id: comparables.id });
        ids.push(...rows.map((r) => r.id));
      }
      return ids;
    },
  };

  return {
    ...archive,
    /** The collection's repositories and these ones over one transaction: an import is all or nothing. */
    transaction<T>(
      work: (tx: {
        collection: ReturnType<typeof createCollectionRepository>;
        archive: typeof archive;
      }) => Promise<T>,
    ): Promise<T> {
      return db.transaction((tx) => {
        const bound = tx as unknown as Db;
        return work({
          collection: createCollectionRepository(bound),
          archive: createArchiveRepository(bound),
        });
      });
    },
  };
}

export type ArchiveRepository = ReturnType<typeof createArchiveRepository>;
