import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

type OwnedTable = PgTable & { id: PgColumn; userId: PgColumn };

/** The row of this table with this id, only when it is this user's: the owner check of every repository. */
export async function findOwnedRow<T extends OwnedTable>(
  db: Db,
  table: T,
  userId: string,
  id: T['id']['_']['data'],
): Promise<T['$inferSelect'] | undefined> {
  const where: SQL | undefined = and(eq(table.id, id), eq(table.userId, userId));
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .limit(1);
  return row as T['$inferSelect'] | undefined;
}
