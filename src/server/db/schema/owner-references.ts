import { boolean, customType, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { ownerId, user } from './auth';
import { photos } from './photos';
import { createdAt, updatedAt, uuidPrimaryKey } from './columns';

/** Raw bytes (PostgreSQL bytea), read and written as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite hands back a Uint8Array, node-postgres a Buffer: both become a Buffer over the same bytes.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The owner's own reference photos: each time an owner says what an object is (a candidate chosen, a type
 * named, a saved object's type changed), the features of that photo are kept with the type, so the
 * owner's next photo of a similar object is recognised. One row per (owner, photo): a later correction of
 * the same photo replaces the earlier one. Gone with the account, and with the photo.
 */
export const ownerReferences = pgTable(
  'owner_references',
  {
    id: uuidPrimaryKey(),
    userId: ownerId(),
    /** An object type id of the knowledge (categories). */
    typeId: text('type_id').notNull(),
    /** The photo's 1,280 pooled features, unit length, as float16 (2,560 bytes). */
    vector: bytea('vector').notNull(),
    photoId: uuid('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    /** The analysis the correction was made on, when there was one (no key: analyses are purged apart). */
    analysisId: uuid('analysis_id'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('owner_references_user_photo_key').on(t.userId, t.photoId),
    index('owner_references_user_created_idx').on(t.userId, t.createdAt),
    index('owner_references_created_idx').on(t.createdAt),
  ],
);

/**
 * Settings of the whole instance that its administrators change from the admin screens; one row, created
 * with its defaults on first write.
 */
export const instanceSettings = pgTable('instance_settings', {
  /** Always 'instance': the table holds one row. */
  id: text('id').primaryKey().default('instance'),
  /**
   * Whether every owner's confirmed references help every other owner's identification (vectors and types
   * only, never whose). Off by default: an owner's corrections teach their own answers only.
   */
  poolReferences: boolean('pool_references').notNull().default(false),
  /** The plan a new account gets on a self-hosted instance, where the administrators set plans (decision 035). */
  defaultPlanId: text('default_plan_id').notNull().default('patrimoine-gratuit'),
  updatedAt: updatedAt(),
  updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
});
