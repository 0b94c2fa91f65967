import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AnalysisResult } from '../../../contracts/analysis';
import { user } from './auth';

/**
 * Every analysis run, successful or not: history, dashboard stats, admin figures and the monthly count.
 * A 'pending' row is a reservation against the plan limit while the model works.
 */
export const analyses = pgTable(
  'analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** 'complete' (new photos) or 'reanalyze' (stored photos); both count against the plan */
    kind: text('kind').notNull().default('complete'),
    photoIds: uuid('photo_ids').array().notNull().default([]),
    result: jsonb('result').$type<AnalysisResult>(),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    durationMs: integer('duration_ms'),
    language: text('language').notNull(),
    /** 'pending' | 'success' | 'failed' */
    status: text('status').notNull().default('pending'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    enhancedAt: timestamp('enhanced_at', { withTimezone: true }),
  },
  (t) => [index('analyses_user_created_idx').on(t.userId, t.createdAt)],
);
