import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ownerId } from './auth';
import { createdAt, uuidPrimaryKey } from './columns';

/** A stored photo: a normalised image and its thumbnail in image storage, owned by one user. */
export const photos = pgTable(
  'photos',
  {
    id: uuidPrimaryKey(),
    userId: ownerId(),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** size of the normalised image, for storage quotas */
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('photos_user_idx').on(t.userId)],
);
