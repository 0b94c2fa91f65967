import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { objects } from './collection';
import { createdAt } from './columns';

/**
 * A collection kept together (decision 037). Its id is its founder's account id: every owned row's
 * `user_id` reads "the collection", and the founder's account row carries its plan, totals and version.
 * A trigger on `users` (migration 0020) founds each new account's collection with its owner row.
 */
export const collections = pgTable('collections', {
  id: text('id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  name: text('name').notNull().default(''),
  /** The owners keep euro figures from viewers: a viewer's answers and PDFs carry none. */
  hideAmountsFromViewers: boolean('hide_amounts_from_viewers').notNull().default(false),
  createdAt: createdAt(),
});

/** Who may work on a collection, and as what (owner | editor | viewer, contracts/collections.ts). */
export const collectionMembers = pgTable(
  'collection_members',
  {
    collectionId: text('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    /** Who let them in (null: the founder, or an inviter whose account is gone). */
    addedBy: text('added_by').references(() => user.id, { onDelete: 'set null' }),
    addedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.userId] }),
    index('collection_members_user_idx').on(t.userId),
  ],
);

/** An invitation by e-mail: single use (used_at), expiring, revocable; only the token's hash is kept. */
export const collectionInvitations = pgTable(
  'collection_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    collectionId: text('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: text('used_by').references(() => user.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('collection_invitations_collection_idx').on(t.collectionId)],
);

/**
 * Who changed what on an object: append-only (no repository updates or deletes a row; it goes only with
 * its object). `user_id` is the person who made the change, not the collection.
 */
export const objectChanges = pgTable(
  'object_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    objectId: integer('object_id')
      .notNull()
      .references(() => objects.id, { onDelete: 'cascade' }),
    collectionId: text('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    field: text('field').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('object_changes_object_idx').on(t.objectId, t.id)],
);
