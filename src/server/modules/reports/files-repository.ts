import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reportFiles } from '../../db/schema';

export type ReportFileRow = typeof reportFiles.$inferSelect;

/** The only place the queued report files touch Drizzle. Every read of a user's file takes the user's id. */
export function createReportFilesRepository(db: Db) {
  return {
    async insert(userId: string, kind: string, params: object): Promise<ReportFileRow> {
      const [row] = await db.insert(reportFiles).values({ userId, kind, params }).returning();
      return row;
    },

    /** Files of this user still waiting or being built. */
    async activeCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(reportFiles)
        .where(and(eq(reportFiles.userId, userId), inArray(reportFiles.status, ['queued', 'running'])));
      return row.n;
    },

    async find(userId: string, id: string): Promise<ReportFileRow | undefined> {
      const [row] = await db
        .select()
        .from(reportFiles)
        .where(and(eq(reportFiles.id, id), eq(reportFiles.userId, userId)));
      return row;
    },

    /**
     * Takes the oldest waiting file whose owner has nothing else being built, in one statement (SKIP
     * LOCKED: instances asking at once take different rows). A running file whose claim ran out (its
     * instance stopped) is waiting again.
     */
    async claimNext(by: string, leaseMs: number): Promise<ReportFileRow | undefined> {
      const until = sql`now() + ${`${Math.round(leaseMs)} milliseconds`}::interval`;
      const result = await db.execute(sql`
        update report_files set status = 'running', claimed_by = ${by}, claimed_until = ${until}, progress = 0
        where id = (
          select r.id from report_files r
          where (r.status = 'queued' or (r.status = 'running' and r.claimed_until < now()))
            and not exists (
              select 1 from report_files o
              where o.user_id = r.user_id and o.id <> r.id and o.status = 'running' and o.claimed_until >= now())
          order by r.created_at
          limit 1
          for update skip locked)
        returning id`);
      // Both drivers answer raw statements as { rows }.
      const id = (result as unknown as { rows: { id: string }[] }).rows[0]?.id;
      if (!id) return undefined;
      const [row] = await db.select().from(reportFiles).where(eq(reportFiles.id, id));
      return row;
    },

    /** Progress, and the claim pushed forward while the build goes on. */
    async progress(id: string, by: string, percent: number, leaseMs: number): Promise<void> {
      await db
        .update(reportFiles)
        .set({
          progress: percent,
          claimedUntil: sql`now() + ${`${Math.round(leaseMs)} milliseconds`}::interval`,
        })
        .where(and(eq(reportFiles.id, id), eq(reportFiles.claimedBy, by)));
    },

    async ready(id: string, file: { filename: string; storageKey: string; bytes: number }): Promise<void> {
      await db
        .update(reportFiles)
        .set({ ...file, status: 'ready', progress: 100, finishedAt: sql`now()` })
        .where(eq(reportFiles.id, id));
    },

    async failed(id: string, error: string): Promise<void> {
      await db
        .update(reportFiles)
        .set({ status: 'failed', error, finishedAt: sql`now()` })
        .where(eq(reportFiles.id, id));
    },

    async exists(id: string): Promise<boolean> {
      const rows = await db.select({ id: reportFiles.id }).from(reportFiles).where(eq(reportFiles.id, id));
      return rows.length > 0;
    },

    /** Rows created before `before` (kept a day), with their stored file to delete. */
    async expired(before: Date): Promise<{ id: string; storageKey: string | null }[]> {
      return db
        .select({ id: reportFiles.id, storageKey: reportFiles.storageKey })
        .from(reportFiles)
        .where(lt(reportFiles.createdAt, before))
        .limit(500);
    },

    async remove(ids: string[]): Promise<void> {
      if (ids.length > 0) await db.delete(reportFiles).where(inArray(reportFiles.id, ids));
    },
  };
}

export type ReportFilesRepository = ReturnType<typeof createReportFilesRepository>;
