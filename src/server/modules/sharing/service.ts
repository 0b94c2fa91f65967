import { randomUUID } from 'node:crypto';
import { newToken } from '../../tokens';
import type { CreateShareBody, PublicShare, Share, ShareScope } from '../../../contracts/sharing';
import { badRequest, notFound } from '../../errors';
import type { SessionUser } from '../auth/guard';
import type { Language } from '../../../contracts/analysis';
import { objectTextsFor } from '../collection/object-texts';
import { toSharedObject, toSharedRoom } from './content';
import type { PhotoService } from '../photos/service';
import type { SharedObjectRow, SharedRoomRow, ShareRow, SharingRepository } from './repository';

/** What a link opens: the shared rooms (none for an object) and every object shown. */
type Target =
  | { scope: 'object'; objects: SharedObjectRow[] }
  | { scope: 'room' | 'house'; name: string; rooms: SharedRoomRow[]; objects: SharedObjectRow[] };

/** 32 random bytes as base64url: 43 characters, 256 bits; nothing else can be a token. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const targetNotFound: Record<ShareScope, () => Error> = {
  house: () => notFound('House not found'),
  room: () => notFound('Room not found'),
  object: () => notFound('Object not found'),
};
// One answer for a token never issued, revoked, expired or whose target is gone: nothing to tell apart.
const linkNotFound = () => notFound('This link has expired or was revoked');

const isLive = (row: ShareRow, now: Date) => row.expiresAt === null || row.expiresAt > now;

export function createSharingService(deps: {
  repo: SharingRepository;
  photos: Pick<PhotoService, 'readOwned'>;
  appUrl: string;
  now?: () => Date;
}) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());
  const linkOf = (token: string) => `${deps.appUrl.replace(/\/+$/, '')}/s/${token}`;

  function toShare(row: ShareRow, targetName: string): Share {
    return {
      id: row.id,
      scope: row.scope as ShareScope,
      targetId: row.targetId,
      targetName,
      showValues: row.showValues,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt?.toISOString() ?? null,
      url: linkOf(row.token),
    };
  }

  /** The target's name when it is this owner's, else undefined. */
  async function targetName(ownerId: string, scope: ShareScope, id: number): Promise<string | undefined> {
    if (scope === 'house') return repo.houseName(ownerId, id);
    if (scope === 'room') return (await repo.room(ownerId, id))?.name;
    return (await repo.object(ownerId, id))?.name;
  }

  /** The live link a token names, or 404 whatever the reason. */
  async function liveShare(token: string): Promise<ShareRow> {
    if (!TOKEN_PATTERN.test(token)) throw linkNotFound();
    const row = await repo.findByToken(token);
    if (!row || !isLive(row, now())) throw linkNotFound();
    return row;
  }

  /** The owner's rows the link opens, read afresh: null once its target is gone. */
  async function target(row: ShareRow): Promise<Target | null> {
    const { userId, targetId } = row;
    if (row.scope === 'object') {
      const object = await repo.object(userId, targetId);
      return object ? { scope: 'object', objects: [object] } : null;
    }
    if (row.scope === 'room') {
      const room = await repo.room(userId, targetId);
      return room
        ? {
            scope: 'room',
            name: room.name,
            rooms: [room],
            objects: await repo.objectsInRooms(userId, [room.id]),
          }
        : null;
    }
    const name = await repo.houseName(userId, targetId);
    if (name === undefined) return null;
    const rooms = await repo.roomsOfHouse(userId, targetId);
    const objects = await repo.objectsInRooms(
      userId,
      rooms.map((r) => r.id),
    );
    return { scope: 'house', name, rooms, objects };
  }

  function content(row: ShareRow, t: Target, language: Language): PublicShare {
    const common = { showValues: row.showValues, expiresAt: row.expiresAt?.toISOString() ?? null };
    // The analyzer's words in the visitor's language; the owner's as typed.
    const shown = (o: SharedObjectRow) =>
      toSharedObject(objectTextsFor(o, o.analyzerTexts, language), row.token, row.showValues);
    const room = (r: SharedRoomRow) => toSharedRoom(r, t.objects.filter((o) => o.roomId === r.id).map(shown));
    if (t.scope === 'object') return { scope: 'object', ...common, object: shown(t.objects[0]) };
    if (t.scope === 'room') return { scope: 'room', ...common, room: room(t.rooms[0]) };
    return { scope: 'house', ...common, house: { name: t.name, rooms: t.rooms.map(room) } };
  }

  return {
    async create(user: SessionUser, body: CreateShareBody): Promise<Share> {
      const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
      if (expiresAt && expiresAt <= now()) {
        throw badRequest('The expiry date must be in the future', { path: ['expiresAt'] });
      }
      const name = await targetName(user.id, body.scope, body.id);
      if (name === undefined) throw targetNotFound[body.scope]();
      const row = await repo.insert({
        id: randomUUID(),
        userId: user.id,
        token: newToken(),
        scope: body.scope,
        targetId: body.id,
        showValues: body.showValues,
        expiresAt,
      });
      return toShare(row, name);
    },

    /**
     * The user's links whose target still exists. A link whose house, room or object was deleted already
     * answers 404; its row is removed here so it does not linger in the list.
     */
    async list(user: SessionUser): Promise<Share[]> {
      const rows = await repo.listOwned(user.id);
      const gone = rows.filter((r) => r.targetName === null).map((r) => r.id);
      await repo.deleteManyOwned(user.id, gone);
      return rows.flatMap((r) => (r.targetName === null ? [] : [toShare(r, r.targetName)]));
    },

    /** Revoking deletes the row: the link and its photos answer 404 from the next request on. */
    async revoke(user: SessionUser, id: string): Promise<void> {
      if (!UUID.test(id) || !(await repo.deleteOwned(user.id, id))) throw notFound('Share not found');
    },

    async open(token: string, language: Language = 'fr'): Promise<PublicShare> {
      const row = await liveShare(token);
      const t = await target(row);
      if (!t) throw linkNotFound();
      return content(row, t, language);
    },

    async photo(token: string, photoId: string, variant: 'full' | 'thumb') {
      const row = await liveShare(token);
      const t = await target(row);
      if (!t) throw linkNotFound();
      // Only the photos of the shared objects: any other photo of the owner is as absent as a stranger's.
      const wanted = photoId.toLowerCase();
      if (!t.objects.some((o) => o.photoIds.some((id) => id.toLowerCase() === wanted))) {
        throw notFound('Photo not found');
      }
      return deps.photos.readOwned(row.userId, wanted, variant);
    },
  };
}

export type SharingService = ReturnType<typeof createSharingService>;
