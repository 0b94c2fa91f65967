import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ownerId, user } from './auth';
import { createdAt, uuidPrimaryKey } from './columns';

/** Content waiting for a moderator: analyses or objects that suggest regulated material (ivory, weapons...). */
export const flags = pgTable(
  'flags',
  {
    id: uuidPrimaryKey(),
    userId: ownerId(),
    /** 'analysis' | 'object' */
    kind: text('kind').notNull(),
    refId: text('ref_id').notNull(),
    reason: text('reason').notNull(),
    /** 'open' | 'approved' | 'rejected' */
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [index('flags_status_created_idx').on(t.status, t.createdAt), index('flags_user_idx').on(t.userId)],
);

export const featureRequests = pgTable(
  'feature_requests',
  {
    id: uuidPrimaryKey(),
    userId: ownerId(),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('feature_requests_created_idx').on(t.createdAt)],
);
