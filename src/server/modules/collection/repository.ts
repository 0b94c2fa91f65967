import type { Db } from '../../db/client';
import { flagForReview, type FlagInput } from '../admin/flags';
import { createComparablesRepository } from './comparables-repository';
import { createHousesRepository } from './houses-repository';
import { createLimitsRepository } from './limits-repository';
import { createObjectsRepository } from './objects-repository';
import { createRoomsRepository } from './rooms-repository';
import { createStatsRepository } from './stats-repository';
import { createValuationsRepository } from './valuations-repository';

/**
 * The collection's repositories over one connection. `transaction` hands the same repositories bound to a
 * transaction, so a service can keep its rules while a room delete or house delete stays all-or-nothing.
 */
export function createCollectionRepository(db: Db) {
  return {
    houses: createHousesRepository(db),
    rooms: createRoomsRepository(db),
    objects: createObjectsRepository(db),
    stats: createStatsRepository(db),
    valuations: createValuationsRepository(db),
    comparables: createComparablesRepository(db),
    limits: createLimitsRepository(db),
    transaction<T>(work: (repo: CollectionTx) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(bind(tx as unknown as Db)));
    },
  };
}

function bind(db: Db) {
  return {
    houses: createHousesRepository(db),
    rooms: createRoomsRepository(db),
    objects: createObjectsRepository(db),
    /** An estimate's history entry is written with the object change that made it, or not at all. */
    valuations: createValuationsRepository(db),
    /** Comparables are written with the estimate they make, or not at all. */
    comparables: createComparablesRepository(db),
    /** The plan limits' lock and counts, in the transaction that adds (plan-limits.ts). */
    limits: createLimitsRepository(db),
    /** The moderators' queue, in the same transaction: an object is saved with its flag or not at all. */
    flagForReview: (input: FlagInput) => flagForReview(db, input),
  };
}

export type CollectionTx = ReturnType<typeof bind>;
export type CollectionRepository = ReturnType<typeof createCollectionRepository>;

/** A foreign key refused the write: the room or house it points at is not the owner's (or just went away). */
export function isForeignKeyViolation(err: unknown): boolean {
  for (let e: any = err; e; e = e.cause) {
    if (e.code === '23503') return true;
  }
  return false;
}
