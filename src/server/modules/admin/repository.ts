import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { featureRequests, flags, ledger, session, user } from '../../db/schema';

export type UserRow = typeof user.$inferSelect;

/** Newest first; the key is the creation time in microseconds (what PostgreSQL keeps) and the id. */
const createdMicros = sql<string>`(extract(epoch from ${user.createdAt}) * 1000000)::bigint::text`;

function escapeLike(s: string) {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function encodeCursor(micros: string, id: string) {
  return Buffer.from(JSON.stringify([micros, id])).toString('base64url');
}

/** A cursor the server did not write reads as none: the first page, never an error. */
export function decodeCursor(cursor: string | undefined): [string, string] | null {
  if (!cursor) return null;
  try {
    const v = JSON.parse(Buffer.from(cursor, 'base64url').toString());
    // Microseconds since 1970 fit in 16 digits until the year 2286; more would overflow the bigint compare.
    return Array.isArray(v) && /^\d{1,16}$/.test(v[0]) && typeof v[1] === 'string' ? [v[0], v[1]] : null;
  } catch {
    return null;
  }
}

/** Users, flags and feature requests as administrators see them. */
export function createAdminRepository(db: Db) {
  return {
    async listUsers(opts: { q?: string; cursor?: string; limit: number }) {
      const after = decodeCursor(opts.cursor);
      const like = opts.q ? `%${escapeLike(opts.q)}%` : null;
      const rows = await db
        .select({ row: user, key: createdMicros })
        .from(user)
        .where(
          and(
            like
              ? or(
                  ilike(user.email, like),
                  ilike(user.username, like),
                  ilike(user.firstName, like),
                  ilike(user.lastName, like),
                  ilike(user.name, like),
                )
              : undefined,
            after
              ? sql`(${createdMicros}::bigint < ${after[0]}::bigint or (${createdMicros}::bigint = ${after[0]}::bigint and ${user.id} < ${after[1]}))`
              : undefined,
          ),
        )
        .orderBy(desc(user.createdAt), desc(user.id))
        .limit(opts.limit + 1);
      const page = rows.slice(0, opts.limit);
      const last = page[page.length - 1];
      return {
        users: page.map((r) => r.row),
        nextCursor: rows.length > opts.limit && last ? encodeCursor(last.key, last.row.id) : null,
      };
    },

    async findUser(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(user).where(eq(user.id, id)).limit(1);
      return row;
    },

    /** Banned users cannot sign in (admin plugin) and their sessions end now, in one transaction. */
    async setSuspended(id: string, suspended: boolean, reason: string | null) {
      await db.transaction(async (tx) => {
        await tx
          .update(user)
          .set({
            banned: suspended,
            banReason: suspended ? reason : null,
            banExpires: null,
            updatedAt: new Date(),
          })
          .where(eq(user.id, id));
        if (suspended) await tx.delete(session).where(eq(session.userId, id));
      });
    },

    async payments(userId: string, limit = 100) {
      return db
        .select()
        .from(ledger)
        .where(eq(ledger.userId, userId))
        .orderBy(desc(ledger.createdAt))
        .limit(limit);
    },

    async countOpenFlags(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(flags)
        .where(and(eq(flags.userId, userId), eq(flags.status, 'open')));
      return row.n;
    },

    async listFlags(status: 'open' | 'approved' | 'rejected' | 'all', limit = 200) {
      return db
        .select({ flag: flags, userEmail: user.email })
        .from(flags)
        .leftJoin(user, eq(user.id, flags.userId))
        .where(status === 'all' ? undefined : eq(flags.status, status))
        .orderBy(desc(flags.createdAt))
        .limit(limit);
    },

    async reviewFlag(id: string, status: 'approved' | 'rejected', reviewerId: string) {
      const [row] = await db
        .update(flags)
        .set({ status, reviewedAt: new Date(), reviewedBy: reviewerId })
        .where(eq(flags.id, id))
        .returning();
      return row;
    },

    async listFeatureRequests(limit = 200) {
      return db
        .select({ request: featureRequests, userEmail: user.email })
        .from(featureRequests)
        .leftJoin(user, eq(user.id, featureRequests.userId))
        .orderBy(desc(featureRequests.createdAt))
        .limit(limit);
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
