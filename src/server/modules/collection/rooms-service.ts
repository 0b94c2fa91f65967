import {
  readRoomType,
  type CreateRoomBody,
  type DeleteRoomBody,
  type PatchRoomBody,
  type Room,
} from '../../../contracts/collection';
import { badRequest, notFound } from '../../errors';
import type { SessionUser } from '../auth/guard';
import type { PhotoCleanup } from './photo-refs';
import type { PlanLimits } from './plan-limits';
import { isForeignKeyViolation, type CollectionRepository } from './repository';
import type { RoomRow } from './rooms-repository';

const roomNotFound = () => notFound('Room not found');
const houseNotFound = () => notFound('House not found');

export function toRoom(row: RoomRow & { objectCount: number }): Room {
  return {
    id: row.id,
    name: row.name,
    type: readRoomType(row.type),
    houseId: row.houseId,
    objectCount: row.objectCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createRoomsService(deps: {
  repo: CollectionRepository;
  cleanup: PhotoCleanup;
  limits: Pick<PlanLimits, 'check'>;
  mainHouseId: (user: SessionUser) => Promise<number>;
}) {
  const { repo, cleanup } = deps;

  async function houseOf(user: SessionUser, houseId: number | undefined): Promise<number> {
    if (houseId === undefined) return deps.mainHouseId(user);
    if (!(await repo.houses.findHouse(user.id, houseId))) throw houseNotFound();
    return houseId;
  }

  async function read(user: SessionUser, id: number): Promise<Room> {
    const row = await repo.rooms.findRoom(user.id, id);
    if (!row) throw roomNotFound();
    return toRoom(row);
  }

  return {
    async list(user: SessionUser): Promise<Room[]> {
      return (await repo.rooms.listRooms(user.id)).map(toRoom);
    },

    async create(user: SessionUser, body: CreateRoomBody): Promise<Room> {
      const houseId = await houseOf(user, body.houseId);
      try {
        const row = await repo.transaction(async (tx) => {
          await deps.limits.check(user.id, { rooms: 1 }, tx);
          return tx.rooms.insertRoom(user.id, { name: body.name, type: body.type, houseId });
        });
        return toRoom({ ...row, objectCount: 0 });
      } catch (err) {
        // The house was deleted between the check and the insert.
        if (isForeignKeyViolation(err)) throw houseNotFound();
        throw err;
      }
    },

    async update(user: SessionUser, id: number, body: PatchRoomBody): Promise<Room> {
      if (!(await repo.rooms.roomExists(user.id, id))) throw roomNotFound();
      if (body.houseId !== undefined) await houseOf(user, body.houseId);
      try {
        const row = await repo.rooms.updateRoom(user.id, id, body);
        if (!row) throw roomNotFound();
      } catch (err) {
        if (isForeignKeyViolation(err)) throw houseNotFound();
        throw err;
      }
      return read(user, id);
    },

    /**
     * A room holding objects moves them to another room of the owner (the default) or,
     * with deleteObjects, deletes them and then their photos. One transaction: nothing lost, nothing orphaned.
     */
    async remove(user: SessionUser, id: number, body: DeleteRoomBody) {
      const deleteObjects = body?.deleteObjects === true;
      const moveTo = body?.moveToRoomId ?? undefined;
      if (!deleteObjects && moveTo === id) throw badRequest('Objects cannot move to the room being deleted');
      const result = await repo.transaction(async (tx) => {
        // Both rooms locked in id order, so two deletes moving into each other cannot deadlock.
        const moving = !deleteObjects && moveTo !== undefined;
        const lockIds = moving ? [id, moveTo].sort((a, b) => a - b) : [id];
        const locked = new Set<number>();
        for (const roomId of lockIds) if (await tx.rooms.lockRoom(user.id, roomId)) locked.add(roomId);
        if (!locked.has(id)) throw roomNotFound();
        const held = await tx.objects.countInRoom(user.id, id);
        let movedObjects = 0;
        let deletedObjects = 0;
        let photoIds: string[] = [];
        if (held > 0 && deleteObjects) {
          const removed = await tx.objects.deleteRoomObjects(user.id, id);
          deletedObjects = removed.count;
          const inUse = await tx.objects.photoIdsInUse(user.id, removed.photoIds);
          photoIds = removed.photoIds.filter((p) => !inUse.has(p));
        } else if (held > 0) {
          if (moveTo === undefined) {
            throw badRequest('This room holds objects: choose a room to move them to, or delete them');
          }
          // Same answer for a room of someone else and no room at all.
          if (!locked.has(moveTo)) throw badRequest('Choose another of your rooms to move the objects to');
          movedObjects = await tx.objects.moveRoomObjects(user.id, id, moveTo, user.actorId);
        }
        await tx.rooms.deleteRoom(user.id, id);
        return { movedObjects, deletedObjects, photoIds };
      });
      await cleanup(user.id, result.photoIds);
      return { ok: true as const, movedObjects: result.movedObjects, deletedObjects: result.deletedObjects };
    },
  };
}

export type RoomsService = ReturnType<typeof createRoomsService>;
