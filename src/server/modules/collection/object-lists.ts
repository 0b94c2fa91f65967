import { encodeCursor } from './cursor';
import { createListCache } from './list-cache';
import type { ListOptions, ObjectsRepository } from './objects-repository';

/**
 * Bumped when the list item's shape changes (migrations 0004 and 0016's trigger): older tags then no longer
 * match. l2: items in the reader's language, which the tag names.
 */
const LIST_FORMAT = 'l2';
/** Memory for whole lists kept between requests: ~18 collections of 5,000 objects, hundreds of usual ones. */
const LIST_CACHE_BYTES = 64 * 1024 * 1024;

/** A list as JSON (UTF-8) and its tag; json is null when the caller's copy is current. */
export interface TaggedList {
  tag: string;
  json: Buffer | null;
}

/**
 * Lists of a user's objects, tagged by their collection version for HTTP revalidation; whole lists are kept
 * in memory against that version (decision 006).
 */
export function createObjectLists(objects: ObjectsRepository) {
  const lists = createListCache(LIST_CACHE_BYTES);

  /**
   * A list's tag for HTTP revalidation: the owner (a browser caches by URL, whoever signs in next), their
   * collection version and the reader's language (the same URL reads in another after a switch); LIST_FORMAT
   * changes with the item's shape.
   */
  const tagOf = (userId: string, version: number, language = '') =>
    `W/"${LIST_FORMAT}${language}-${userId}-${version}"`;
  const matches = (tag: string, ifNoneMatch: string | undefined) =>
    !!ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim() === tag);

  /**
   * Any list of the user's objects, tagged. The version is read before the list, so a list is never
   * labelled newer than it is; `null` when the caller already holds the current one. Whole lists (no page
   * size) are kept in memory against that version: an unchanged collection costs one key lookup.
   */
  async function tagged(
    userId: string,
    options: ListOptions,
    ifNoneMatch: string | undefined,
  ): Promise<TaggedList> {
    const version = await objects.collectionVersion(userId);
    const tag = tagOf(userId, version, options.language);
    if (matches(tag, ifNoneMatch)) return { tag, json: null };
    if (options.limit !== undefined)
      return { tag, json: Buffer.from(await page(userId, { ...options, limit: options.limit })) };
    const key = [
      userId,
      options.sort,
      options.roomId,
      options.q,
      options.since?.toISOString(),
      options.language,
    ].join('\n');
    let json = lists.get(key, version);
    if (json === undefined) {
      json = await objects.listAllJson(userId, options);
      lists.set(key, version, json);
    }
    return { tag, json };
  }

  async function page(userId: string, options: ListOptions & { limit: number }) {
    const listed = await objects.listPageJson(userId, options);
    const nextCursor = listed.hasMore && listed.last ? encodeCursor(options.sort, listed.last) : null;
    return `{"items":${listed.items},"nextCursor":${JSON.stringify(nextCursor)}}`;
  }

  return { tagged };
}
