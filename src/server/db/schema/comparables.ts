import { date, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { ownerId } from './auth';
import { objects } from './collection';
import { createdAt } from './columns';

/**
 * Items like an object, sold or offered, that its owner recorded: their prices make the object's estimate
 * when the owner has any (the value history keeps each such estimate with the source "comparables").
 */
export const comparables = pgTable(
  'comparables',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: ownerId(),
    objectId: integer('object_id')
      .notNull()
      .references(() => objects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** As typed, in `currency`. */
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    /** EUR | USD | GBP */
    currency: text('currency').notNull().default('EUR'),
    /** The price in euros at the reference rate of the day it was recorded. */
    priceEur: numeric('price_eur', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    /** The day it sold, or the day the offer was seen. */
    soldOn: date('sold_on', { mode: 'string' }).notNull(),
    url: text('url'),
    /** sold | asking */
    kind: text('kind').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('comparables_object_idx').on(t.objectId, t.id), index('comparables_user_idx').on(t.userId)],
);
