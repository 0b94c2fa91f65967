import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '../../../contracts/analysis';
import type { PlanId, Tier } from '../../../contracts/plans';
import { AppError, unauthenticated } from '../../errors';

/** The signed-in user as every route sees it (request.user), resolved once per request from the session. */
export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  isAdmin: boolean;
  /** isAdmin or listed in ADMIN_EMAILS: entitlements and admin access regardless of plan */
  isSuperUser: boolean;
  planId: PlanId;
  tier: Tier;
  language: Language;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionToken: string | null;
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
