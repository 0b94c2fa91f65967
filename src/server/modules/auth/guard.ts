import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '../../../contracts/analysis';
import { roleAllows, type CollectionNeed, type CollectionRole } from '../../../contracts/collections';
import type { PlanId, Tier } from '../../../contracts/plans';
import { AppError, unauthenticated } from '../../errors';

/** The signed-in user as every route sees it (request.user), resolved once per request from the session. */
export interface SessionUser {
  /** The person; for a route of the collection's data (`inCollection`), the collection's id (decision 037). */
  id: string;
  /** The person signed in, always. */
  actorId: string;
  /** The collection this session works on, the person's role in it, and whether amounts are kept from them. */
  collection: { id: string; role: CollectionRole; amountsHidden: boolean };
  email: string;
  emailVerified: boolean;
  isAdmin: boolean;
  /** isAdmin or listed in ADMIN_EMAILS: entitlements and admin access regardless of plan */
  isSuperUser: boolean;
  /** The current collection's plan (its founder's account's): whose analyses and limits count. */
  planId: PlanId;
  tier: Tier;
  language: Language;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionToken: string | null;
    /** This answer is of the collection's data to a viewer the owners keep amounts from (collections/amounts.ts). */
    withholdAmounts: boolean;
  }
}

/** preHandler: 401 unless signed in. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
  if (!request.user) throw unauthenticated();
}

/** preHandler: 403 unless a super user (isAdmin or ADMIN_EMAILS). */
export async function requireSuperUser(request: FastifyRequest, _reply: FastifyReply) {
  if (!request.user) throw unauthenticated();
  if (!request.user.isSuperUser) throw new AppError('FORBIDDEN', 'Administrators only');
}

/** For handlers behind requireUser: the user, typed as present. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/**
 * For a route of the collection's data: the user scoped to the session's current collection — `id` is
 * the collection's, `actorId` the person's — after checking their role allows what the route does
 * (403 ROLE_FORBIDDEN). The one way such a route gets its scope (decision 037); a non-member never
 * reaches another collection's rows, so those answer 404 as before.
 */
export function inCollection(request: FastifyRequest, need: CollectionNeed): SessionUser {
  const user = currentUser(request);
  if (!roleAllows(user.collection.role, need)) {
    throw new AppError('ROLE_FORBIDDEN', 'Your role in this collection does not allow this');
  }
  if (user.collection.amountsHidden) {
    request.withholdAmounts = true;
    // A list the browser kept from before the owners hid the amounts must not come back as "unchanged".
    delete request.headers['if-none-match'];
  }
  return { ...user, id: user.collection.id };
}
