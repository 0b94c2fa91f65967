import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per scheduled job: the instance that moves `lockedUntil` forward runs the job; the others see
 * the lease and skip, so a job runs once per period however many instances share the database.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
  lastRunBy: text('last_run_by').notNull(),
});
