import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ownerId } from './auth';
import { createdAt } from './columns';

/**
 * One row per (user, Idempotency-Key) a creating request was sent with (src/server/idempotency.ts): the
 * first request claims the key ('in_progress'), its answer is kept ('done') and replayed to any later
 * request with the same key. Keys are the user's own: another user's equal key is another row. Rows older
 * than 24 h are deleted by a scheduled job.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: ownerId(),
    key: text('key').notNull(),
    /** "POST /api/rooms": a key is bound to the route it was first sent to */
    scope: text('scope').notNull(),
    /** sha256 of the request (path and JSON body; for a multipart upload, of the path alone) */
    requestHash: text('request_hash').notNull(),
    /** 'in_progress' | 'done' */
    state: text('state').notNull(),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    /** When the key was claimed (or taken over from an abandoned claim): the 24 h and the lease count from it. */
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
