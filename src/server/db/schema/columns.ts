import { timestamp, uuid } from 'drizzle-orm/pg-core';

// Columns that most tables share, written once. Each is a function: Drizzle needs a fresh builder per
// table. The names stay spelled out in SQL, so the generated migrations do not change.

/** A random UUID primary key. */
export const uuidPrimaryKey = () => uuid('id').primaryKey().defaultRandom();

/** When the row was written, set by the database. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When the row last changed; the repositories set it on update. */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
