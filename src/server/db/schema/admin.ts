import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** Content waiting for a moderator: analyses or objects that suggest regulated material (ivory, weapons...). */
export const flags = pgTable(
  'flags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** 'analysis' | 'object' */
    kind: text('kind').notNull(),
    refId: text('ref_id').notNull(),
    reason: text('reason').notNull(),
    /** 'open' | 'approved' | 'rejected' */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [index('flags_status_created_idx').on(t.status, t.createdAt), index('flags_user_idx').on(t.userId)],
);

export const featureRequests = pgTable(
  'feature_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feature_requests_created_idx').on(t.createdAt)],
);
