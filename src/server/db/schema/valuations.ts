import {
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { objects } from './collection';

/**
 * Every value an object was given, oldest first: the estimates of its analysis and re-analyses, the
 * owner's manual edits, and real figures (a sale, an expert's valuation). The object's own columns keep
 * only the current estimate; this is its history.
 */
export const valuations = pgTable(
  'valuations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    objectId: integer('object_id')
      .notNull()
      .references(() => objects.id, { onDelete: 'cascade' }),
    /** analysis | reanalysis | manual | sale | expert | comparables */
    source: text('source').notNull(),
    /** Euros; a sale or an expert's figure has low = high. */
    low: numeric('low', { precision: 14, scale: 2, mode: 'number' }),
    high: numeric('high', { precision: 14, scale: 2, mode: 'number' }),
    /** As the object's confidence_score; null for figures that are not estimates. */
    confidence: doublePrecision('confidence'),
    note: text('note').notNull().default(''),
    /**
     * market | replacement (contracts/valuations.ts `valueKinds`): only an expert's figure may be a
     * replacement value, as the owner records it; the dossier totals the two apart.
     */
    valueKind: text('value_kind').notNull().default('market'),
    /** The day the value holds for (the sale's or the expertise's date; the estimate's day otherwise). */
    valuedOn: date('valued_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('valuations_object_idx').on(t.objectId, t.valuedOn, t.id),
    index('valuations_user_idx').on(t.userId, t.valuedOn),
  ],
);
