import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { photos } from '../../db/schema';
import { findOwnedRow } from '../../db/owned';

export type PhotoRow = typeof photos.$inferSelect;
export type NewPhoto = typeof photos.$inferInsert;

/** The only place photos touch Drizzle; every read names its owner. */
export function createPhotoRepository(db: Db) {
  return {
    async insertMany(rows: NewPhoto[]): Promise<void> {
      if (rows.length) await db.insert(photos).values(rows);
    },

    findOwned(userId: string, id: string): Promise<PhotoRow | undefined> {
      return findOwnedRow(db, photos, userId, id);
    },

    /** The user's photos among `ids`, in the order of `ids`; others' photos are silently left out. */
    async findManyOwned(userId: string, ids: string[]): Promise<PhotoRow[]> {
      if (!ids.length) return [];
      const rows = await db
        .select()
        .from(photos)
        .where(and(inArray(photos.id, ids), eq(photos.userId, userId)));
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    async deleteOwned(userId: string, ids: string[]): Promise<void> {
      if (ids.length) await db.delete(photos).where(and(inArray(photos.id, ids), eq(photos.userId, userId)));
    },

    /** Bytes of every photo the user keeps (the plan's storage counts the normalised images). */
    async bytesOwned(userId: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${photos.bytes}), 0)` })
        .from(photos)
        .where(eq(photos.userId, userId));
      return Number(row?.total ?? 0);
    },

    async deleteAllOwned(userId: string): Promise<void> {
      await db.delete(photos).where(eq(photos.userId, userId));
    },

    /** Administrators only (the service checks): any user's photo. */
    async findAnyForAdmin(id: string): Promise<PhotoRow | undefined> {
      const [row] = await db.select().from(photos).where(eq(photos.id, id)).limit(1);
      return row;
    },
  };
}

export type PhotoRepository = ReturnType<typeof createPhotoRepository>;
