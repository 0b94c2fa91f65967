import { integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * The dashboard's totals of each owner's objects, kept by triggers on `objects` (migration 0015): every
 * insert, update or delete adds its difference in the same transaction, on any instance, so reading them
 * costs one row whatever the size of the collection. An owner without a row has no object.
 */
export const collectionTotals = pgTable('collection_totals', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  objectCount: integer('object_count').notNull().default(0),
  /** Sum of each object's minimum (none: 0), euros */
  valueMin: numeric('value_min', { mode: 'number' }).notNull().default(0),
  /** Sum of each object's maximum, or its minimum when it has none (the range never inverts), euros */
  valueMax: numeric('value_max', { mode: 'number' }).notNull().default(0),
});
