import { z } from 'zod';
import type { ObjectSort } from '../../../contracts/collection';
import { badRequest } from '../../errors';
import type { ListPosition } from './objects-repository';

const cursorSchema = z.object({ s: z.string(), k: z.string().max(400), i: z.number().int().positive() });

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
    return /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/.test(key);
  return /^-?\d{1,20}(\.\d{1,30})?$/.test(key);
}
