import { date, doublePrecision, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { ownerId, user } from './auth';
import { objects } from './collection';
import { createdAt } from './columns';

/**
 * Every value an object was given, oldest first: the estimates of its analysis and re-analyses, the
 * owner's manual edits, and real figures (a sale, an expert's valuation). The object's own columns keep
 * only the current estimate; this is its history.
 */
export const valuations = pgTable(
  'valuations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The collection (decision 037: its founder's account id). */
    userId: ownerId(),
    /** The person who recorded it (null: their account is gone). */
    recordedBy: text('recorded_by').references(() => user.id, { onDelete: 'set null' }),
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
    createdAt: createdAt(),
  },
  (t) => [
    index('valuations_object_idx').on(t.objectId, t.valuedOn, t.id),
    index('valuations_user_idx').on(t.userId, t.valuedOn),
  ],
);
