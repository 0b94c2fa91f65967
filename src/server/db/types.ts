import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

// The database's types on their own: client.ts builds the database with retry.ts, and retry.ts needs the
// type of what it wraps; both import it from here, so neither imports the other back (issue 32).

export type Schema = typeof schema;
/** Both drivers expose the same query builder; code above the client never knows which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
