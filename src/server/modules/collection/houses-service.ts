import {
  houseTypeSchema,
  isFutureDate,
  MAIN_HOUSE_NAMES,
  type CreateHouseBody,
  type House,
  type UpdateHouseBody,
} from '../../../contracts/collection';
import { hasPremiumEntitlements } from '../../../contracts/plans';
import { AppError, notFound } from '../../errors';
import type { SessionUser } from '../auth/guard';
import type { HouseRow, HouseWithTotals } from './houses-repository';
import type { PlanLimits } from './plan-limits';
import type { CollectionRepository } from './repository';

const entitlementRequired = () =>
  new AppError('ENTITLEMENT_REQUIRED', 'Several houses come with the Connaisseur, Pro and Expert plans');

export function toHouse(row: HouseWithTotals): House {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    postalCode: row.postalCode,
    surfaceArea: row.surfaceArea,
    acquisitionPrice: row.acquisitionPrice,
    acquisitionDate: row.acquisitionDate,
    type: houseTypeSchema.catch('primary').parse(row.type),
    description: row.description,
    isMain: row.isMain,
    roomCount: row.roomCount,
    objectCount: row.objectCount,
    totalValueMin: row.totalValueMin,
    totalValueMax: row.totalValueMax,
    createdAt: row.createdAt.toISOString(),
  };
}

const MEMO_MAX = 100_000;

export function createHousesService(repo: CollectionRepository, limits: Pick<PlanLimits, 'check'>) {
  const usersWithMainHouse = new Set<string>();

  /** Totals of one house, read back after a write so the answer matches the list's. */
  async function withTotals(userId: string, row: HouseRow): Promise<House> {
    const listed = (await repo.houses.listHouses(userId)).find((h) => h.id === row.id);
    return toHouse(listed ?? { ...row, roomCount: 0, objectCount: 0, totalValueMin: 0, totalValueMax: 0 });
  }

  /**
   * Every user has a main house from their first visit to the collection. Race-safe: the insert loses
   * quietly to a concurrent one on the one-main-per-user index. Always read fresh: deleting the main
   * house hands the role to another.
   */
  async function mainHouseId(user: SessionUser): Promise<number> {
    const existing = await repo.houses.mainHouseId(user.id);
    if (existing !== undefined) return existing;
    await repo.houses.insertMainHouseIfMissing(user.id, MAIN_HOUSE_NAMES[user.language]);
    const created = await repo.houses.mainHouseId(user.id);
    if (created === undefined) throw new Error('main house missing after insert');
    return created;
  }

  return {
    mainHouseId,

    /**
     * Run before every collection call. A main house, once there, stays until the account goes (deleting
     * it promotes another), so a user seen with one is not looked up again by this process.
     */
    async ensureMainHouse(user: SessionUser): Promise<void> {
      if (usersWithMainHouse.has(user.id)) return;
      await mainHouseId(user);
      if (usersWithMainHouse.size >= MEMO_MAX) usersWithMainHouse.clear();
      usersWithMainHouse.add(user.id);
    },

    async list(user: SessionUser): Promise<House[]> {
      return (await repo.houses.listHouses(user.id)).map(toHouse);
    },

    async create(user: SessionUser, body: CreateHouseBody): Promise<House> {
      if (!hasPremiumEntitlements(user.tier, user.isSuperUser)) throw entitlementRequired();
      const row = await repo.transaction(async (tx) => {
        await limits.check(user.id, { houses: 1 }, tx);
        return tx.houses.insertHouse(user.id, body);
      });
      return withTotals(user.id, row);
    },

    /** Everyone may edit their main house (the inventory's dialog); other houses need the entitlement. */
    async update(user: SessionUser, id: number, body: UpdateHouseBody): Promise<House> {
      const house = await repo.houses.findHouse(user.id, id);
      if (!house) throw notFound('House not found');
      if (!house.isMain && !hasPremiumEntitlements(user.tier, user.isSuperUser)) throw entitlementRequired();
      if (isFutureDate(body.acquisitionDate)) {
        throw new AppError('DATE_IN_FUTURE', 'The acquisition date is in the future', {
          field: 'acquisitionDate',
        });
      }
      const row = await repo.houses.updateHouse(user.id, id, body);
      if (!row) throw notFound('House not found');
      return withTotals(user.id, row);
    },

    /**
     * Rooms of the deleted house move to the first remaining one (the main house unless it is the one
     * going, in which case that next house becomes main). The last house stays.
     */
    async remove(
      user: SessionUser,
      id: number,
    ): Promise<{ ok: true; movedRooms: number; movedToHouseId: number }> {
      if (!hasPremiumEntitlements(user.tier, user.isSuperUser)) throw entitlementRequired();
      return repo.transaction(async (tx) => {
        const all = await tx.houses.lockHouses(user.id);
        const target = all.find((h) => h.id === id);
        if (!target) throw notFound('House not found');
        const heir = all.find((h) => h.id !== id);
        if (!heir) throw new AppError('CONFLICT', 'The last house cannot be deleted');
        const movedRooms = await tx.houses.moveRooms(user.id, id, heir.id);
        await tx.houses.deleteHouse(user.id, id);
        if (target.isMain) await tx.houses.makeMain(user.id, heir.id);
        return { ok: true as const, movedRooms, movedToHouseId: heir.id };
      });
    },
  };
}

export type HousesService = ReturnType<typeof createHousesService>;
