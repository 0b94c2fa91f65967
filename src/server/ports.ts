import type { CollectionContent, ImportSummary } from '../contracts/account';
import type { SessionUser } from './modules/auth/guard';

/**
 * The seams between the account area and modules built elsewhere (analyses, collection, photos).
 * Each is implemented for real by its owning module and passed in AppDeps by the composition root.
 */

/** Counts of analyses, owned by the analysis module. Only successful analyses count (DESIGN.md). */
export interface UsagePort {
  /** Successful analyses of this user since the first instant of the current calendar month, UTC. */
  analysesThisMonth(userId: string): Promise<number>;
  /** Successful analyses of every user created in [since, until); a missing bound is open. */
  totalAnalyses(since?: Date, until?: Date): Promise<number>;
  /** Successful analyses over all time for each of these users; users without any may be absent. */
  analysisCounts(userIds: string[]): Promise<Record<string, number>>;
  /** The latest successful analyses of all users, newest first, at most `limit`. */
  recentAnalyses(
    limit: number,
  ): Promise<{ id: string; userId: string; objectName: string | null; createdAt: Date }[]>;
}

/**
 * The user's collection, owned by the collection module. Both calls are scoped to `userId`: nothing of
 * another user may come out or be touched.
 */
export interface ExportPort {
  /**
   * Every house, room and object of the user. Photo fields carry URLs (relative `/api/...` or absolute),
   * never image data; amounts in euros; ids as the module stores them.
   */
  exportCollection(userId: string): Promise<CollectionContent>;
  /**
   * Adds the content to the user's collection as new rows (new ids; the file's houseId/roomId references
   * are remapped), all or nothing in one transaction. The content is already validated and its references
   * are consistent. Photo URLs that are not this user's own photos are dropped and counted in
   * `imagesSkipped`. Throws an AppError (e.g. 403 ENTITLEMENT_REQUIRED for houses beyond the plan) to
   * refuse, with nothing written. Takes the session's user, not only an id: the plan decides how many
   * houses may come in, and the language names a main house created on the way.
   */
  importCollection(user: SessionUser, content: CollectionContent): Promise<ImportSummary>;
}

/** Work a module must do before an account's rows vanish by cascade, e.g. deleting photo files. */
export interface AccountHooks {
  /** Called once per deletion, before the user row is deleted; a throw aborts the deletion. */
  beforeDelete(userId: string): Promise<void>;
}
