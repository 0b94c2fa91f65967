import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ownerId } from './auth';
import { createdAt } from './columns';

/**
 * What an archive import wrote: for each (origin collection, kind, id in the archive) the local row it
 * became. Importing the same archive again, or a later archive of the same collection, skips what is
 * already here. A link whose local row was deleted since no longer counts (the import checks the row), so
 * a deleted object comes back on the next import. Gone with the account.
 */
export const importLinks = pgTable(
  'import_links',
  {
    userId: ownerId(),
    /** The archive's collection origin id (the exporting account's, stable across its exports). */
    origin: text('origin').notNull(),
    /** house | room | object | valuation | comparable */
    kind: text('kind').notNull(),
    /** The id the row had in the archive. */
    sourceId: text('source_id').notNull(),
    /** The id of the row the import wrote (in the table `kind` names). */
    localId: integer('local_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'import_links_pkey', columns: [t.userId, t.origin, t.kind, t.sourceId] }),
    index('import_links_user_kind_local_idx').on(t.userId, t.kind, t.localId),
  ],
);
