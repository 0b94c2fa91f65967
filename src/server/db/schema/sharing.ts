import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ownerId } from './auth';
import { createdAt } from './columns';

/**
 * A read-only link to a house, a room or an object. The token (≥ 128 random bits, base64url) is the
 * whole credential; revoking deletes the row, so the link and its photos answer 404 at once.
 */
export const shares = pgTable(
  'shares',
  {
    id: text('id').primaryKey(),
    userId: ownerId(),
    token: text('token').notNull().unique(),
    /** house | room | object */
    scope: text('scope').notNull(),
    /** The shared house's, room's or object's id; the row goes with it (service deletes on delete). */
    targetId: integer('target_id').notNull(),
    showValues: boolean('show_values').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('shares_user_idx').on(t.userId)],
);
