import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  AnalysisData,
  ExpertiseReport,
  KeyCharacteristics,
  MarketData,
  PossibleOrigin,
} from '../../../contracts/collection';
import type { AnalyzerTexts } from '../../modules/collection/object-texts';
import { ownerId, user } from './auth';
import { createdAt, updatedAt } from './columns';

/** Two decimals (euros and cents, m²); read as numbers (values stay far below 2^53 hundredths). */
const decimal2 = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/**
 * A user's houses. Exactly one per user is the main house (partial unique index): it is created on first
 * use, receives new rooms by default, and cannot be the last one deleted.
 */
export const houses = pgTable(
  'houses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: ownerId(),
    name: text('name').notNull(),
    address: text('address'),
    postalCode: text('postal_code'),
    surfaceArea: decimal2('surface_area'),
    acquisitionPrice: decimal2('acquisition_price'),
    acquisitionDate: date('acquisition_date', { mode: 'string' }),
    type: text('type').notNull().default('primary'),
    description: text('description'),
    isMain: boolean('is_main').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Lazy creation of the main house is an insert that loses cleanly to a concurrent one.
    uniqueIndex('houses_one_main_per_user')
      .on(t.userId)
      .where(sql`${t.isMain}`),
    // Target of the rooms' (house_id, user_id) key: a room can only sit in a house of its owner.
    unique('houses_id_user_key').on(t.id, t.userId),
    index('houses_user_idx').on(t.userId),
  ],
);

export const rooms = pgTable(
  'rooms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: ownerId(),
    houseId: integer('house_id').notNull(),
    name: text('name').notNull(),
    /** living_room | bedroom | kitchen | study | office | custom; anything else reads as custom */
    type: text('type').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // No cascade: a house's rooms are moved before it goes, so nothing is lost by accident.
    foreignKey({
      name: 'rooms_house_owner_fk',
      columns: [t.houseId, t.userId],
      foreignColumns: [houses.id, houses.userId],
    }),
    unique('rooms_id_user_key').on(t.id, t.userId),
    index('rooms_user_idx').on(t.userId),
    index('rooms_house_idx').on(t.houseId),
  ],
);

/**
 * One value per object for sorting by value: the middle of its range, or the bound it has. The list query
 * uses this same expression so the index below serves it.
 */
export const objectValueKey = (t: { estimatedValueMin: AnyPgColumn; estimatedValueMax: AnyPgColumn }) =>
  sql`coalesce((${t.estimatedValueMin} + ${t.estimatedValueMax}) / 2, ${t.estimatedValueMin}, ${t.estimatedValueMax}, 0)`;

export const objects = pgTable(
  'objects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The collection (decision 037: its founder's account id). */
    userId: ownerId(),
    /** The person who added it (null: their account is gone). */
    addedBy: text('added_by').references(() => user.id, { onDelete: 'set null' }),
    roomId: integer('room_id'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull().default(''),
    estimatedValueMin: decimal2('estimated_value_min'),
    estimatedValueMax: decimal2('estimated_value_max'),
    currency: text('currency').notNull().default('EUR'),
    confidenceScore: doublePrecision('confidence_score'),
    period: text('period').notNull().default(''),
    style: text('style').notNull().default(''),
    origin: text('origin').notNull().default(''),
    /** excellent | good | fair | poor, '' unknown (conditionSchema; migration 0013 mapped the free texts) */
    condition: text('condition').notNull().default(''),
    notes: text('notes').notNull().default(''),
    author: text('author').notNull().default(''),
    manufacturer: text('manufacturer').notNull().default(''),
    brand: text('brand').notNull().default(''),
    acquisitionPrice: decimal2('acquisition_price'),
    acquisitionDate: date('acquisition_date', { mode: 'string' }),
    /** What an insurer asks for, as the owner states it (free text); the analysis's guesses stay in its JSON. */
    dimensions: text('dimensions').notNull().default(''),
    materials: text('materials').notNull().default(''),
    serialNumber: text('serial_number').notNull().default(''),
    /** Maker's marks and inscriptions: the text the analysis read on the photos, as the owner corrects it */
    marks: text('marks').notNull().default(''),
    /** /api/photos/{uuid}: never image data (data URLs are stored as photos on the way in) */
    imageUrl: text('image_url'),
    additionalImages: text('additional_images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The photos behind imageUrl and additionalImages: deleted with the object when nothing else uses them */
    photoIds: uuid('photo_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /**
     * Receipts and invoices: photos apart from the object's own (never its image, never analysed), deleted
     * with the object as its photos are (decision 026).
     */
    receiptPhotoIds: uuid('receipt_photo_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    keyCharacteristics: jsonb('key_characteristics').$type<KeyCharacteristics>(),
    possibleOrigin: jsonb('possible_origin').$type<PossibleOrigin>(),
    expertiseReport: jsonb('expertise_report').$type<ExpertiseReport>(),
    marketData: jsonb('market_data').$type<MarketData>(),
    analysisData: jsonb('analysis_data').$type<AnalysisData>(),
    /**
     * What the analyzer wrote, in the language the object was saved in and the other one when it could be
     * written (decision 030): read back in the reader's language while a field is still the analyzer's.
     */
    analyzerTexts: jsonb('analyzer_texts').$type<AnalyzerTexts>(),
    searchTerms: text('search_terms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The analysis it was saved from; no foreign key so analyses can be purged on their own schedule */
    analysisId: uuid('analysis_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The object as a list item, JSON text without its thumbnail URL, kept by a trigger on every insert and
     * update (migration 0004): a list of 5,000 is then joined, not built, per request. Never written by the app.
     */
    listItem: text('list_item'),
    /**
     * The same item for a reader of the other language (decision 030), kept by the same trigger: the
     * analyzer's name and category in `listItemLanguage` while they are still the analyzer's, null when
     * nothing would read differently. Lists pick it by the reader's language without reading analyzer_texts.
     */
    listItemTranslated: text('list_item_translated'),
    listItemLanguage: text('list_item_language'),
  },
  (t) => [
    // (room_id, user_id): an object can only sit in a room of its owner; a null room_id is not checked.
    // No cascade: a room's objects are moved or deleted explicitly first.
    foreignKey({
      name: 'objects_room_owner_fk',
      columns: [t.roomId, t.userId],
      foreignColumns: [rooms.id, rooms.userId],
    }),
    index('objects_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('objects_user_room_idx').on(t.userId, t.roomId),
    // The other list orders (objects-repository.ts sortSpec): pages read the index instead of sorting all.
    index('objects_user_name_idx').on(t.userId, sql`lower(${t.name})`, t.id),
    index('objects_user_value_idx').on(t.userId, objectValueKey(t), t.id),
  ],
);
