import { z } from 'zod';
import type { ObjectSort } from '../../../contracts/collection';
import { badRequest } from '../../errors';
import type { ListPosition } from './objects-repository';

// Ids are PostgreSQL integers: a larger one would be a database error, not an empty page.
const cursorSchema = z.object({
  s: z.string(),
  k: z.string().max(400),
  i: z.number().int().positive().max(2_147_483_647),
});

/** Opaque to the client: the sort it belongs to and the last row's position. */
export function encodeCursor(sort: ObjectSort, at: ListPosition): string {
  return Buffer.from(JSON.stringify({ s: sort, k: at.key, i: at.id })).toString('base64url');
}

/** A cursor from another sort, or not ours at all, is the client's mistake: 400, not a wrong page. */
export function decodeCursor(sort: ObjectSort, cursor: string): ListPosition {
  let parsed: z.infer<typeof cursorSchema>;
  try {
    parsed = cursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw badRequest('Invalid cursor');
  }
  if (parsed.s !== sort) throw badRequest('This cursor belongs to another sort order');
  if (sort !== 'name' && !isValidKey(sort, parsed.k)) throw badRequest('Invalid cursor');
  return { key: parsed.k, id: parsed.i };
}

// The key is cast in SQL (timestamptz or numeric); a malformed one must fail here, not as a database error.
function isValidKey(sort: ObjectSort, key: string): boolean {
  if (sort === 'newest')
    return (
      /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/.test(key) &&
      // A real instant of years 1-9999 (month 13, day 32 or year 0 would fail the cast in SQL).
      !key.startsWith('0000') &&
      isRealInstant(key)
    );
  return /^-?\d{1,20}(\.\d{1,30})?$/.test(key);
}

/** The date and time parts name a real instant (no February 30th, no 25 o'clock). */
function isRealInstant(key: string): boolean {
  const d = new Date(`${key.slice(0, 10)}T${key.slice(11, 19)}Z`);
  return (
    !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 19) === `${key.slice(0, 10)}T${key.slice(11, 19)}`
  );
}
