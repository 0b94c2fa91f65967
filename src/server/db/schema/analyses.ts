import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AnalysisResult } from '../../../contracts/analysis';
import { ownerId } from './auth';
import { createdAt, uuidPrimaryKey } from './columns';

/**
 * Every analysis run, successful or not: history, dashboard stats, admin figures and the monthly count.
 * A 'pending' row is a reservation against the plan limit while the model works.
 */
export const analyses = pgTable(
  'analyses',
  {
    id: uuidPrimaryKey(),
    userId: ownerId(),
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
    createdAt: createdAt(),
    enhancedAt: timestamp('enhanced_at', { withTimezone: true }),
  },
  (t) => [index('analyses_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * Every follow-up run on a stored analysis (an expertise report, answers, a naming, a close-up): each calls
 * the analyzer again, so each is either one of the analysis's included follow-ups or, beyond them, one of
 * the month's analyses (`counted`). A 'pending' row holds its place while the analyzer works, as an
 * analysis's does; a failed one gives it back.
 */
export const analysisFollowUps = pgTable(
  'analysis_follow_ups',
  {
    id: uuidPrimaryKey(),
    userId: ownerId(),
    analysisId: uuid('analysis_id')
      .notNull()
      .references(() => analyses.id, { onDelete: 'cascade' }),
    /** 'enhance' | 'refine' | 'identify' | 'photo' (FOLLOW_UPS_INCLUDED) */
    kind: text('kind').notNull(),
    /** true: beyond the analysis's included follow-ups, it uses one of the month's analyses */
    counted: boolean('counted').notNull(),
    /** 'pending' | 'success' | 'failed' */
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    index('analysis_follow_ups_user_created_idx').on(t.userId, t.createdAt),
    index('analysis_follow_ups_analysis_idx').on(t.analysisId),
  ],
);
