import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { scheduledJobs } from '../db/schema';

/** The only place the job leases touch Drizzle. */
export function createJobRepository(db: Db) {
  return {
    /**
     * Takes the job's lease for `leaseMs` when nobody holds it, in one statement (an upsert whose update
     * only applies to an expired lease): of several instances asking at once, exactly one gets `true`.
     * The database's clock decides, so instances with drifting clocks still agree.
     */
    async claim(name: string, leaseMs: number, by: string): Promise<boolean> {
      const until = sql`now() + ${`${Math.max(1, Math.round(leaseMs))} milliseconds`}::interval`;
      const rows = await db
        .insert(scheduledJobs)
        .values({ name, lockedUntil: until, lastRunAt: sql`now()`, lastRunBy: by })
        .onConflictDoUpdate({
          target: scheduledJobs.name,
          set: { lockedUntil: until, lastRunAt: sql`now()`, lastRunBy: by },
          setWhere: sql`${scheduledJobs.lockedUntil} <= now()`,
        })
        .returning({ name: scheduledJobs.name });
      return rows.length === 1;
    },
  };
}

export type JobRepository = ReturnType<typeof createJobRepository>;
