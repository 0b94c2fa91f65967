import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ownerId } from './auth';
import { createdAt, uuidPrimaryKey } from './columns';

/**
 * A printable file (insurance dossier, label sheet) built off the request path: queued by the owner, built
 * by whichever instance claims it (in a worker thread), stored, then fetched. `progress` is what the web
 * app shows ("preparing your dossier… 40 %"); a row and its file go 24 hours after they are ready.
 */
export const reportFiles = pgTable(
  'report_files',
  {
    id: uuidPrimaryKey(),
    userId: ownerId(),
    /** dossier | labels */
    kind: text('kind').notNull(),
    /** What to build: the request as validated (scope, language, values shown or not). */
    params: jsonb('params').notNull(),
    /** queued | running | ready | failed */
    status: text('status').notNull().default('queued'),
    /** 0–100 */
    progress: integer('progress').notNull().default(0),
    /** The instance building it and until when its claim holds (a crashed instance's claim runs out). */
    claimedBy: text('claimed_by'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    filename: text('filename'),
    storageKey: text('storage_key'),
    bytes: integer('bytes'),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('report_files_user_idx').on(t.userId), index('report_files_status_idx').on(t.status)],
);
