import type { Db } from '../../db/client';
import { flags } from '../../db/schema';

export interface FlagInput {
  /** the owner of the flagged content */
  userId: string;
  kind: 'analysis' | 'object';
  /** the analysis or object id */
  refId: string;
  /** what was suspected, e.g. the analysis result's regulatedFlags joined: "ivory, protected species" */
  reason: string;
}

/**
 * Puts content in the moderators' queue (GET /api/admin/flagged-content). The analysis module calls it
 * when a result has regulatedFlags; there is no public route, so users cannot flag or unflag themselves.
 * `db` may be the caller's transaction, so the flag is saved with the analysis or not at all.
 */
export async function flagForReview(db: Db, input: FlagInput): Promise<{ id: string }> {
  const reason = input.reason.trim().slice(0, 1000) || 'unspecified';
  const [row] = await db
    .insert(flags)
    .values({ userId: input.userId, kind: input.kind, refId: input.refId, reason })
    .returning({ id: flags.id });
  return row;
}
