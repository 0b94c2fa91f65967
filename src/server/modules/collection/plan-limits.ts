import { getPlan, type CollectionLimits } from '../../../contracts/plans';
import { AppError, unauthenticated } from '../../errors';
import type { LimitsRepository } from './limits-repository';

/** What a write would add to the user's collection. */
export interface Additions {
  houses?: number;
  rooms?: number;
  objects?: number;
}

/** The repositories of a running transaction, as `CollectionRepository.transaction` hands them. */
export interface LimitsScope {
  limits: LimitsRepository;
}

const kinds: { key: keyof Additions; limit: keyof CollectionLimits }[] = [
  { key: 'houses', limit: 'maxHouses' },
  { key: 'rooms', limit: 'maxRooms' },
  { key: 'objects', limit: 'maxObjects' },
];

const count = (n: number) => n.toLocaleString('en-US');

/**
 * The plan's limits on houses, rooms and objects (decision 020), one check for every way in: the forms,
 * a save from an analysis, an import. A collection already above a limit keeps everything; only adding
 * is refused (403 PLAN_LIMIT naming the limit). Super users are not limited, as for analyses and storage.
 */
export function createPlanLimits(deps: {
  repo: LimitsScope;
  isSuperUser: (owner: { role: string | null; email: string }) => boolean;
}) {
  async function checkWith(limits: LimitsRepository, userId: string, adds: Additions, lock: boolean) {
    if (!kinds.some((k) => (adds[k.key] ?? 0) > 0)) return;
    if (lock) await limits.lockAdditions(userId);
    const held = await limits.holdings(userId);
    if (!held) throw unauthenticated();
    if (deps.isSuperUser(held)) return;
    // Read from the user's row now, not from the session: an upgrade raises the limit at once.
    const plan = getPlan(held.planId);
    for (const { key, limit } of kinds) {
      const adding = adds[key] ?? 0;
      if (adding <= 0) continue;
      const allowed = plan[limit];
      const total = held[key] + adding;
      if (total > allowed) {
        throw new AppError(
          'PLAN_LIMIT',
          `Your plan allows ${count(allowed)} ${key}; this would make ${count(total)}`,
          // The web words the same figures in the user's language (common:errors.planLimit).
          { limit: key, allowed, held: held[key], adding, total },
        );
      }
    }
  }

  return {
    /**
     * Throws PLAN_LIMIT when `adds` would take the user past a limit of their plan.
     *
     * Race-safe when handed the transaction that writes (`tx`, as `repo.transaction` gives it) and called
     * before its inserts: it takes a transaction-level advisory lock keyed on the user, then counts, so a
     * second adder of the same user waits until the first commits and then counts its rows (two creates
     * at limit − 1: one passes). An advisory lock rather than the user's row (`FOR UPDATE`, as the
     * subscription does): the objects' triggers update the user's row while a room delete holds its room,
     * so an adder holding the user's row while its insert waits on that room could deadlock; the advisory
     * lock is taken by adders only, always first. Without `tx` it only counts: an early answer (before
     * storing anything), to be repeated inside the writing transaction.
     */
    check(userId: string, adds: Additions, tx?: LimitsScope): Promise<void> {
      return checkWith((tx ?? deps.repo).limits, userId, adds, tx !== undefined);
    },
  };
}

export type PlanLimits = ReturnType<typeof createPlanLimits>;
